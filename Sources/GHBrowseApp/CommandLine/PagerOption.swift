import ArgumentParser

/// `--no-pager` of the commands whose output goes through the pager on a terminal (`view`,
/// `cat`, `log`).
struct PagerOption: ParsableArguments {
    @Flag(help: "Print straight to the terminal, not through the pager (GHBROWSE_PAGER, else PAGER, else less -FRX).")
    var noPager = false
}
