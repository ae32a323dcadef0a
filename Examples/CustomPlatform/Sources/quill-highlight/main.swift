#if canImport(Glibc)
import Glibc
#endif
import PatternHighlightCLI
import QuillFormats

// `pattern-highlight` with Quill beside the built-in platforms: `quill-highlight --profile quill --format quill-note`.
QuillCommandLine.register()
exit(CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst())))
