"""Builds libpatternhighlight with SwiftPM and ships it inside the package.

`pip install ./Bindings/Python` runs `swift build -c release --product patternhighlight` in the repository (two folders
up), with the Swift runtime linked statically (`-static-stdlib`), so that the installed library needs only libc, the
C++ runtime the Swift runtime uses (libstdc++, libgcc_s) and libpcre2-8 (Debian's libpcre2-8-0) at run time. It builds
in its own folder (.build/python) and copies the library next to the package's modules. Set PATTERNHIGHLIGHT_LIBRARY
to a built libpatternhighlight.so to ship that one instead (no Swift build), and SWIFT to choose the toolchain.
"""

import os
import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
LIBRARY = "libpatternhighlight.so"


def built_library() -> Path:
    given = os.environ.get("PATTERNHIGHLIGHT_LIBRARY")
    if given:
        return Path(given)
    if not (ROOT / "Package.swift").exists():
        raise RuntimeError(f"{ROOT} is not the PatternHighlight repository: install from its Bindings/Python folder")
    swift = os.environ.get("SWIFT", "swift")
    scratch = ROOT / ".build" / "python"
    command = [swift, "build", "-c", "release", "--product", "patternhighlight", "--scratch-path", str(scratch),
               "-Xswiftc", "-static-stdlib", "-Xlinker", "-s"]
    print("building the library:", " ".join(command))
    subprocess.run(command, cwd=ROOT, check=True)
    bin_path = subprocess.run(command[:4] + ["--scratch-path", str(scratch), "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / LIBRARY


class BuildWithLibrary(build_py):
    """build_py that first builds the Swift library and puts it in the package."""

    def run(self):
        source = built_library()
        target = HERE / "src" / "patternhighlight" / LIBRARY
        shutil.copyfile(source, target)
        os.chmod(target, 0o755)
        super().run()


class BinaryDistribution(Distribution):
    """The wheel holds a native library: it is platform-specific, not pure Python."""

    def has_ext_modules(self):
        return True


setup(cmdclass={"build_py": BuildWithLibrary}, distclass=BinaryDistribution)
