print("ghbrowse")
