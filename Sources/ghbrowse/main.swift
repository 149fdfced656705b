import GHBrowseApp

MallocArenas.limitToOne()
CommandLineEntry.runAndExit(arguments: Array(CommandLine.arguments.dropFirst()))
