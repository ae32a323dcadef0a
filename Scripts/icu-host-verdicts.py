#!/usr/bin/env python3
"""ICU's verdicts on generated hosts: the oracle for the look-alike host check (HostWarningCheck).

Writes, for each host, one tab-separated line:  host, ICU's flags per label, the expected reason, the ASCII form.

  flags     ICU's `uspoof_check` (restriction level HIGHLY_RESTRICTIVE; checks RESTRICTION_LEVEL, INVISIBLE,
            MIXED_NUMBERS) on each label, as letters R, I, N, joined by `.` per label (`-` for a clean label)
  reason    what the package must report, for the first label that has one: `invalid-punycode` for an `xn--` label
            that ICU's UTS #46 labelToUnicode refuses (bad Punycode, or a label it would not have written so);
            else, on the label (an `xn--` label decoded by ICU), from the flags, in the order invisible,
            mixed-script, mixed-numbers;
            then `confusable` (a label that is not the top-level one whose letters, all but ASCII digits and `-`,
            are all Cyrillic, or all Greek, with an ICU skeleton of Latin letters only, while no scalar of the
            top-level label excludes that script); `-` for none. Our deliberate addition to ICU, marked `+` after
            the reason: a zero-width joiner or non-joiner not after a virama, or an invisible formatting character
            (soft hyphen …), is `invisible` (ICU's check lets them through).
  ascii     ICU's UTS #46 nameToASCII (non-transitional, no joiner check; its validation errors, such as a bidi
            or hyphen rule, do not matter here), `-` when it refuses a label (a disallowed character, a leading
            combining mark)

The first line is a comment naming the ICU version. Needs PyICU (Debian python3-icu, or pip install PyICU).

Usage: /usr/bin/python3 Scripts/icu-host-verdicts.py [--count N] [--seed S] > Tests/Fixtures/icu-hosts.tsv
"""
import argparse
import random
import sys

try:
    import icu
except ImportError:
    sys.exit("PyICU is missing: apt-get install -y python3-icu (then run it with /usr/bin/python3), or pip install PyICU")

# The hosts of issue #23: look-alikes that must be flagged, and real single-script IDN hosts that must not.
SPOOFS = ["аррӏе.com", "раураl.com", "pаypal.com", "ехаmple.com", "gооgle.com", "αpple.com", "οrg.com", "ѕсоре.net",
          "аpple.com", "microsоft.com", "xn--80ak6aa92e.аррӏе.com", "βοο.com", "ԁоg.com", "exa\u200dmple.com",
          "pay\u200cpal.com", "paypa\u00adl.com", "е1.com", "g١٢3.com", "e\u0301\u0301.com", "é\u0301.com", "ab١٢.com"]
LEGITIMATE = ["müller.de", "例え.jp", "пример.рф", "ελλάδα.gr", "bücher.de", "españa.com", "日本語.jp", "한국.kr",
              "中国.cn", "ウィキ.jp", "сайт.рф", "αρχική.gr", "բարեւ.am", "क्‍ष.in", "١٢٣.com", "example.com",
              "straße.de", "ภาษาไทย.th", "אתר.il"]
# Hosts written in Punycode, checked in their Unicode form (the ASCII forms of the lists above follow them), and
# `xn--` labels that are no valid Punycode.
PUNYCODE = ["xn--80ak6aa92e.com", "XN--PYPAL-4VE.com", "www.xn--80ak6aa92e.com", "xn--80ak6aa92e.xn--p1ai",
            "xn--abc-.com", "xn--.com", "xn--99999999999.com", "xn--b.com", "xn--a.com", "xn--a_b.com",
            "xn--mller-kva.xn--zz.de"]

LATIN = list("abcdefghijklmnopqrstuvwxyz") + list("éüñçøåß")
CYRILLIC_LOOKALIKE = list("аеорсухіјӏкмнтвзһԁ")
CYRILLIC_OTHER = list("бджилпфцчшщыюяё")
GREEK = list("αορνικτυελδηάέ")
ARMENIAN = list("ասօհոցեն")
CHEROKEE = list("ᎪᎬᎻᎢᏔᏴᏚᎠ")
CJK = list("例中文字日本えかアイ한국ㄅㄆ")
DIGITS = list("0123456789") + list("٠١٢٣") + list("०१२३") + list("০১২") + list("０１")
INVISIBLE = ["\u200d", "\u200c", "\u00ad"]
MARKS = ["\u0301", "\u0308", "\u0301"]
DEVANAGARI = ["क", "ष", "्", "\u094d\u200d", "\u094d\u200c"]
ALPHABETS = [LATIN, CYRILLIC_LOOKALIKE, CYRILLIC_OTHER, GREEK, ARMENIAN, CHEROKEE, CJK]
TLDS = ["com", "org", "de", "jp", "рф", "ελ", "中国", "am", "net"]
# SpoofingCharacters.isSpoofing: the invisible formatting characters the highlighter keeps out of entities.
FORMATTING = {0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x00AD, 0x034F, 0x115F,
              0x1160, 0x180E, 0x200B, *range(0x2060, 0x2065), 0x3164, 0xFEFF, 0xFFA0}


def random_label(rng):
    kind = rng.random()
    length = rng.randint(1, 8)
    if kind < 0.35:  # one alphabet: whole-script labels, look-alike or not
        alphabet = rng.choice(ALPHABETS)
        label = "".join(rng.choice(alphabet) for _ in range(length))
    else:  # a mix of alphabets, digits and invisibles
        pool = [rng.choice(ALPHABETS), rng.choice(ALPHABETS)]
        parts = []
        for _ in range(length):
            roll = rng.random()
            if roll < 0.16:
                parts.append(rng.choice(DIGITS))
            elif roll < 0.18:
                parts.append(rng.choice(INVISIBLE))
            elif roll < 0.21:
                parts.append(rng.choice(MARKS))
            elif roll < 0.24:
                parts.append(rng.choice(DEVANAGARI))
            elif roll < 0.27:
                parts.append("-")
            else:
                parts.append(rng.choice(rng.choice(pool)))
        label = "".join(parts)
    return label.strip("-") or "a"


def generated_hosts(count, seed):
    rng = random.Random(seed)
    hosts = []
    while len(hosts) < count:
        labels = [random_label(rng) for _ in range(rng.choice([1, 1, 1, 2]))]
        hosts.append(".".join(labels + [rng.choice(TLDS)]))
    return hosts


checker = icu.SpoofChecker()
checker.setRestrictionLevel(icu.URestrictionLevel.HIGHLY_RESTRICTIVE)
checker.setChecks(icu.USpoofChecks.RESTRICTION_LEVEL | icu.USpoofChecks.INVISIBLE | icu.USpoofChecks.MIXED_NUMBERS)
idna = icu.IDNA(icu.IDNA.CHECK_NONTRANSITIONAL_TO_ASCII)


def icu_flags(label):
    result = checker.check(label)
    return "".join(letter for letter, bit in [("R", icu.USpoofChecks.RESTRICTION_LEVEL),
                                             ("I", icu.USpoofChecks.INVISIBLE),
                                             ("N", icu.USpoofChecks.MIXED_NUMBERS)] if result & bit) or "-"


def augmented_has(code_point, script):
    return any(icu.Script.hasScript(code_point, code)
               for code in (script, icu.UScriptCode.COMMON, icu.UScriptCode.INHERITED))


def skeleton_is_latin(letter):
    skeleton = checker.getSkeleton(0, letter)
    return all(icu.Script.getScript(ord(c)).getScriptCode() == icu.UScriptCode.LATIN for c in skeleton)


def is_latin_lookalike(label, top_level):
    letters = [c for c in label if not (c in "0123456789-")]
    if not letters:
        return False
    for script in (icu.UScriptCode.CYRILLIC, icu.UScriptCode.GREEK):
        if all(icu.Script.getScript(ord(c)).getScriptCode() == script and icu.Char.isalpha(c)
               and skeleton_is_latin(c) for c in letters):
            return not all(augmented_has(ord(c), script) for c in top_level)
    return False


def our_invisible(label):
    previous = None
    for c in label:
        if ord(c) in FORMATTING:
            return True
        if c in "\u200c\u200d" and (previous is None or icu.Char.getCombiningClass(previous) != 9):
            return True
        previous = c
    return False


ACE_ERRORS = (icu.IDNAInfo.ERROR_PUNYCODE | icu.IDNAInfo.ERROR_INVALID_ACE_LABEL | icu.IDNAInfo.ERROR_DISALLOWED
              | icu.IDNAInfo.ERROR_LEADING_COMBINING_MARK)


def decoded(label):
    """An `xn--` label in Unicode (ICU's labelToUnicode), None when ICU refuses it; any other label as it is."""
    if label[:4].lower() != "xn--":
        return label
    info = icu.IDNAInfo()
    unicode_label = str(idna.labelToUnicode(label, info))
    return None if info.errors() & ACE_ERRORS or "\ufffd" in unicode_label else unicode_label


def verdict(host):
    labels = [decoded(label) for label in host.split(".")]
    flags = []
    reason = None
    for index, label in enumerate(labels):
        if label is None:
            flags.append("-")
            reason = reason or "invalid-punycode"
            continue
        ascii_only = all(ord(c) < 0x80 for c in label)
        flag = "-" if ascii_only else icu_flags(label)
        flags.append(flag)
        if reason or ascii_only:
            continue
        if "I" in flag:
            reason = "invisible"
        elif our_invisible(label):
            reason = "invisible+"
        elif "R" in flag:
            reason = "mixed-script"
        elif "N" in flag:
            reason = "mixed-numbers"
        elif index < len(labels) - 1 and labels[-1] is not None and is_latin_lookalike(label, labels[-1]):
            reason = "confusable"
    info = icu.IDNAInfo()
    ascii_form = str(idna.nameToASCII(host, info))
    if "\ufffd" in ascii_form or info.errors() & (icu.IDNAInfo.ERROR_DISALLOWED | icu.IDNAInfo.ERROR_PUNYCODE):
        ascii_form = "-"  # ICU wrote U+FFFD for a label it refuses (a leading combining mark): nothing to compare
    return flags, reason or "-", ascii_form


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=12000)
    parser.add_argument("--seed", type=int, default=23)
    arguments = parser.parse_args()
    out = sys.stdout
    out.write(f"# ICU {icu.ICU_VERSION} (Unicode {icu.UNICODE_VERSION}), PyICU {icu.VERSION}: "
              f"Scripts/icu-host-verdicts.py --count {arguments.count} --seed {arguments.seed}\n")
    ascii_forms = [str(idna.nameToASCII(host, icu.IDNAInfo())) for host in SPOOFS + LEGITIMATE]
    punycode = PUNYCODE + [form for form in ascii_forms if form.isascii() and "\ufffd" not in form and "xn--" in form
                           and form not in PUNYCODE]
    for host in SPOOFS + LEGITIMATE + punycode + generated_hosts(arguments.count, arguments.seed):
        flags, reason, ascii_form = verdict(host)
        out.write(f"{host}\t{'.'.join(flags)}\t{reason}\t{ascii_form}\n")


main()
