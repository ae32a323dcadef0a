#if canImport(Glibc)
import Glibc
#endif
import PatternHighlightCLI

exit(CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst())))
