#if canImport(Glibc)
import Glibc
#endif
import GHBrowseApp

exit(CommandLineEntry.run(arguments: Array(CommandLine.arguments.dropFirst())))
