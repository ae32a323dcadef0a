"""The README's section "From C and Python" runs as it shows: its C program (compiled with the system C compiler) and
its Python program print the output shown under each."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
LIBRARY = os.environ.get("PATTERNHIGHLIGHT_LIBRARY")


def section_blocks(language):
    """The section's `language` block and the plain block that follows it (its output)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## From C and Python\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```(\w*)\n(.*?)```", section, flags=re.S)
    for index, (name, body) in enumerate(blocks):
        if name == language:
            output = blocks[index + 1]
            assert output[0] == "", f"the {language} program is not followed by its output"
            return body, output[1]
    raise AssertionError(f"README.md 'From C and Python' shows no {language} program")


def test_python_example_prints_what_the_readme_shows():
    program, shown = section_blocks("python")
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=False,
                            env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert result.returncode == 0, result.stderr
    assert result.stdout == shown


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler `cc` on the PATH: the README's C program was not compiled")
@pytest.mark.skipif(not LIBRARY, reason="PATTERNHIGHLIGHT_LIBRARY is not set (make test sets it): no library to link the C program with")
def test_c_example_prints_what_the_readme_shows(tmp_path):
    program, shown = section_blocks("c")
    source = tmp_path / "example.c"
    source.write_text(program, encoding="utf-8")
    folder = str(Path(LIBRARY).resolve().parent)
    binary = tmp_path / "example"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-I", str(ROOT / "Sources/CPatternHighlight/include"),
                    str(source), "-L", folder, "-lpatternhighlight", f"-Wl,-rpath,{folder}", "-o", str(binary)], check=True)
    result = subprocess.run([str(binary)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout == shown
