/// This library's version, `major.minor.patch` as Semantic Versioning 2.0.0 spells it: the version
/// `pattern-highlight --version` prints and the newest one `CHANGELOG.md` describes.
///
/// Spell it with the module's name, as you would any name the module exports:
///
/// ```swift
/// import PatternHighlight
///
/// print("PatternHighlight", PatternHighlight.version)   // PatternHighlight 0.1.0
/// ```
///
/// It is a constant of the module, not a member of a type: a type named `PatternHighlight` would hide the
/// module's name, and `PatternHighlight.Highlighter`, the spelling a client uses to tell this module's types from
/// its own, would stop compiling.
public let version = "0.1.0"
