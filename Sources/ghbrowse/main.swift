#if canImport(Glibc)
import Glibc
#endif
import GHBrowseApp

MallocArenas.limitToOne()
exit(CommandLineEntry.run(arguments: Array(CommandLine.arguments.dropFirst())))
