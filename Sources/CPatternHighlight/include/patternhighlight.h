/*
 * patternhighlight.h — the C API of PatternHighlight (libpatternhighlight).
 *
 * PatternHighlight finds @mentions, #hashtags, $cashtags and URLs as a person types, counts posts by each platform's
 * rules (twitter, bluesky, mastodon, simple) and writes the posts a platform's app would send. This header is the
 * whole C API: opaque handles, plain C types, UTF-8 text with explicit lengths.
 *
 * Conventions
 * - Text in is UTF-8 with a byte length (no NUL needed); invalid UTF-8 is refused with PH_INVALID_TEXT.
 * - Offsets are counted in the unit asked (ph_unit): UTF-8 bytes, UTF-16 code units or Unicode scalars (code points).
 * - A fallible function returns a ph_status. On failure its outputs are untouched and, when `error` is not NULL,
 *   `*error` receives the engine's message (a NUL-terminated UTF-8 string the caller frees with ph_string_free);
 *   on success `*error` is left as it was. Pass NULL for `error` to ignore messages.
 * - Ownership: a `char *` the library returns through an out-parameter belongs to the caller, who frees it with
 *   ph_string_free. Every handle (ph_highlighter, ph_annotation, ph_document, ph_update) is freed with its own
 *   *_free function (NULL is a no-op). A `const` pointer returned by an accessor (an entity array, a kind name) is
 *   borrowed: it lives as long as the handle it came from and must not be freed.
 * - Threads: a ph_highlighter is immutable and may be shared by any number of threads; annotations and updates may
 *   be read from any thread; a ph_document must be used by one thread at a time.
 */
#ifndef PATTERNHIGHLIGHT_H
#define PATTERNHIGHLIGHT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The ABI this header describes; ph_abi_version() returns the library's. They must be equal. */
#define PH_ABI_VERSION 1

typedef enum ph_status {
    PH_OK = 0,
    PH_NULL_ARGUMENT = 1,    /* a required pointer was NULL */
    PH_INVALID_TEXT = 2,     /* text is not valid UTF-8 */
    PH_OUT_OF_RANGE = 3,     /* an offset or index outside the text or list, or inside a character */
    PH_TOO_LARGE = 4,        /* text over the highlighter's size limit */
    PH_INVALID_ARGUMENT = 5, /* an unknown profile, option, unit or format; a pattern that does not compile; bad JSON */
    PH_UNSPLITTABLE = 6,     /* a text that cannot be split into a thread */
} ph_status;

typedef enum ph_unit {
    PH_UNIT_UTF8 = 0,    /* UTF-8 bytes */
    PH_UNIT_UTF16 = 1,   /* UTF-16 code units (JavaScript, Java, NSString) */
    PH_UNIT_SCALARS = 2, /* Unicode scalars (Python str indices) */
} ph_unit;

/* ph_options.flags */
#define PH_OPTION_HINTS 0x1u               /* near-miss hints ("@ name", "#1") */
#define PH_OPTION_MARKDOWN_LINKS 0x2u      /* [label](url) links, counted and posted as the platform does */
#define PH_OPTION_SHORTCODES 0x4u          /* :shortcode: emoji */
#define PH_OPTION_CW_PREFIX 0x8u           /* ph_crosspost_json only: a "CW:" line where a platform has no field */

/* What a highlighter recognises beyond its profile's kinds. All-zero (or a NULL pointer) is the defaults. */
typedef struct ph_options {
    uint32_t flags;                           /* PH_OPTION_* */
    const char *patterns_json;                /* custom kinds: the command line's --patterns file, or NULL */
    const char *const *platform_option_names; /* the command line's platform options: "mastodon-max-characters", */
    const char *const *platform_option_values;/* "twitter-config" … (a leading "--" is allowed), with their values */
    size_t platform_option_count;
    size_t max_bytes;                         /* the largest text accepted, in bytes; 0 for the default (64 MiB) */
} ph_options;

typedef struct ph_highlighter ph_highlighter;
typedef struct ph_annotation ph_annotation;
typedef struct ph_document ph_document;
typedef struct ph_update ph_update;

/* An entity: its kind ("mention", "hashtag", "cashtag", "url", a custom kind …), its range in the unit asked and its
 * value (the handle without "@", the tag without "#", the URL). Strings borrowed from the handle. */
typedef struct ph_entity {
    const char *kind;
    size_t start;
    size_t end;
    const char *value;
} ph_entity;

/* A near-miss hint: something that looks like an entity but is not one, and why. Strings borrowed. */
typedef struct ph_hint {
    const char *kind;
    size_t start;
    size_t end;
    const char *reason;
    const char *message;
} ph_hint;

/* One figure of a platform's count ("weightedLength", "maxLength", "remaining" …, as the command line's "count"
 * object names them); booleans are 0 or 1 with is_boolean set. Name borrowed. */
typedef struct ph_figure {
    const char *name;
    int64_t value;
    bool is_boolean;
} ph_figure;

/* A count: whether the platform would post the text, its grapheme count and its platform figures (borrowed). */
typedef struct ph_count {
    bool valid;
    size_t graphemes;
    const ph_figure *figures;
    size_t figure_count;
} ph_count;

/* The link a post would show as a card, if any: its range and URL (borrowed). */
typedef struct ph_card {
    bool present;
    size_t start;
    size_t end;
    const char *url;
    bool is_settled; /* typing after the link cannot change it any more */
    bool is_quote;   /* a link to a post, shown as a quote */
} ph_card;

typedef struct ph_range {
    size_t start;
    size_t end;
} ph_range;

/* ---- Library ---- */

/* The library's ABI version (PH_ABI_VERSION when it matches this header). */
uint32_t ph_abi_version(void);
/* The engine's version, e.g. "1.4.0". Static; never freed. */
const char *ph_version(void);
/* The profiles available, comma-separated ("twitter,bluesky,mastodon,simple"). Static; never freed. */
const char *ph_profiles(void);
/* Frees a string the library returned. NULL is a no-op. */
void ph_string_free(char *string);

/* ---- Highlighter ---- */

/* A highlighter for `profile` ("twitter", "bluesky", "mastodon", "simple") with `options` (NULL for none). */
ph_status ph_highlighter_new(const char *profile, const ph_options *options, ph_highlighter **out, char **error);
void ph_highlighter_free(ph_highlighter *highlighter);

/* ---- Annotation: one text's entities, count, hints and card ---- */

ph_status ph_annotate(const ph_highlighter *highlighter, const char *text, size_t length, ph_annotation **out, char **error);
void ph_annotation_free(ph_annotation *annotation);
/* The text's length in `unit`. */
ph_status ph_annotation_length(const ph_annotation *annotation, ph_unit unit, size_t *out);
/* The entities, in text order, ranges in `unit`: an array of *count entries, borrowed from the annotation. */
ph_status ph_annotation_entities(const ph_annotation *annotation, ph_unit unit, const ph_entity **out, size_t *count);
/* The near-miss hints (none unless the highlighter has PH_OPTION_HINTS), ranges in `unit`, borrowed. */
ph_status ph_annotation_hints(const ph_annotation *annotation, ph_unit unit, const ph_hint **out, size_t *count);
/* The count by the profile's rules, offsets among its figures in `unit`; arrays borrowed. */
ph_status ph_annotation_count(const ph_annotation *annotation, ph_unit unit, ph_count *out);
/* The card link, range in `unit` (out->present is false when there is none); url borrowed. */
ph_status ph_annotation_card(const ph_annotation *annotation, ph_unit unit, ph_card *out);

/* The command line's annotate object (`pattern-highlight --units UNIT`), as JSON. *out: caller frees. */
ph_status ph_annotation_json(const ph_annotation *annotation, ph_unit unit, char **out, char **error);
/* A profile's declared format as JSON: "facets" ({"text","facets"}) and "post" (the record the Bluesky app posts)
 * under bluesky, "post" under any profile with PH_OPTION_MARKDOWN_LINKS (the command line's --format). `dids_json`
 * is the --dids object ({"handle": "did:…"}) or NULL. *out: caller frees. */
ph_status ph_annotation_format_json(const ph_annotation *annotation, const char *format, const char *dids_json, char **out,
                                    char **error);
/* The text split into a thread (`pattern-highlight split`): `max_graphemes` per part (0: the profile's limit),
 * `content_warning` (NULL for none; mastodon), `format` NULL or "json" for the split object in `unit`, or a format
 * that writes threads ("post"). *out: caller frees. */
ph_status ph_annotation_split_json(const ph_annotation *annotation, ph_unit unit, size_t max_graphemes,
                                   const char *content_warning, const char *format, char **out, char **error);

/* ---- Cross-posting: one draft for several platforms ---- */

/* The crosspost object (`pattern-highlight crosspost --targets …`) as JSON, offsets in `unit`. `targets`: profile
 * names; `options`: PH_OPTION_MARKDOWN_LINKS, PH_OPTION_SHORTCODES, PH_OPTION_CW_PREFIX and the platform options
 * (hints are always on); `mentions_json`: the --mentions directory or NULL; `content_warning` or NULL. */
ph_status ph_crosspost_json(const char *draft, size_t length, const char *const *targets, size_t target_count,
                            const ph_options *options, const char *mentions_json, const char *content_warning,
                            ph_unit unit, char **out, char **error);

/* ---- Live document: a text being edited, re-highlighted paragraph by paragraph ---- */

ph_status ph_document_new(const ph_highlighter *highlighter, const char *text, size_t length, ph_document **out,
                          char **error);
void ph_document_free(ph_document *document);
/* Replaces [start, end) (in `unit`) with `text` (UTF-8, `length` bytes). *out: the update, freed with
 * ph_update_free; its ranges are in `unit`. A refused edit changes nothing. */
ph_status ph_document_replace(ph_document *document, ph_unit unit, size_t start, size_t end, const char *text,
                              size_t length, ph_update **out, char **error);
/* The document's whole state as an annotation (freed with ph_annotation_free). */
ph_status ph_document_annotation(const ph_document *document, ph_annotation **out, char **error);
void ph_update_free(ph_update *update);
/* The ranges of the new text whose highlighting changed (borrowed). */
ph_status ph_update_changed(const ph_update *update, const ph_range **out, size_t *count);
/* The entities inside the changed ranges (borrowed). */
ph_status ph_update_entities(const ph_update *update, const ph_entity **out, size_t *count);
/* The whole document's count after the edit (arrays borrowed). */
ph_status ph_update_count(const ph_update *update, ph_count *out);
/* The stream mode's reply to this edit: {"length", "changed", "entities", "runs", "count", …} as JSON. *out: caller
 * frees. */
ph_status ph_update_json(const ph_update *update, char **out, char **error);

#ifdef __cplusplus
}
#endif

#endif /* PATTERNHIGHLIGHT_H */
