"""`pip install ./Bindings/Python` as a user runs it: the wheel pip builds holds the library, built by SwiftPM in
release with the Swift runtime linked in statically, so that it needs only libc, libm, the C++ runtime (libstdc++,
libgcc_s) and libpcre2-8; and the package installed from it loads its own library and answers as the command line.

This test builds the library in release (in .build/python, once; later runs are incremental): a minute or more."""

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from conftest import batch, make_corpus, needs_cli

PACKAGE = Path(__file__).resolve().parents[1]
ALLOWED = {"linux-vdso.so.1", "libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "libpcre2-8.so.0",
           "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"}


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    if shutil.which(os.environ.get("SWIFT", "swift")) is None:
        pytest.skip("no Swift toolchain on the PATH: pip install cannot build the library")
    folder = tmp_path_factory.mktemp("wheel")
    environment = {key: value for key, value in os.environ.items() if key != "PATTERNHIGHLIGHT_LIBRARY"}
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(folder), str(PACKAGE)],
                   check=True, env=environment)
    wheels = list(folder.glob("patternhighlight-*.whl"))
    assert len(wheels) == 1
    target = folder / "site"
    with zipfile.ZipFile(wheels[0]) as wheel:
        names = wheel.namelist()
        wheel.extractall(target)
    return wheels[0], names, target, environment


def test_the_wheel_holds_the_library_and_the_type_marker(installed):
    wheel, names, _, _ = installed
    assert "patternhighlight/libpatternhighlight.so" in names
    assert "patternhighlight/py.typed" in names
    assert re.search(r"-linux_\w+\.whl$", wheel.name), f"{wheel.name} is not a platform wheel"


@pytest.mark.skipif(shutil.which("ldd") is None, reason="ldd is not installed: the library's run-time needs were not listed")
def test_the_library_needs_no_swift_runtime(installed):
    _, _, target, _ = installed
    listing = subprocess.run(["ldd", str(target / "patternhighlight" / "libpatternhighlight.so")], capture_output=True,
                             text=True, check=True).stdout
    needed = {line.split()[0].rsplit("/", 1)[-1] for line in listing.splitlines() if line.strip()}
    assert needed <= ALLOWED, f"the library needs {sorted(needed - ALLOWED)} beyond libc, the C++ runtime and libpcre2-8"
    assert "libpcre2-8.so.0" in needed


@needs_cli
def test_the_installed_package_answers_as_the_command_line(installed):
    _, _, target, environment = installed
    texts = make_corpus(60, seed=7)
    program = (
        "import json, sys, patternhighlight\n"
        "assert patternhighlight._native._library_path().startswith(sys.argv[1])\n"
        "h = patternhighlight.Highlighter('bluesky')\n"
        "print(json.dumps([h.annotate(t).to_dict() for t in json.loads(sys.stdin.read())]))\n"
    )
    result = subprocess.run([sys.executable, "-c", program, str(target)], input=json.dumps(texts), capture_output=True,
                            text=True, check=False, env={**environment, "PYTHONPATH": str(target)}, cwd=str(target))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == batch(texts, ["--profile", "bluesky", "--units", "scalars"])
