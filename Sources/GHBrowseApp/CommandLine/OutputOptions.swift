import ArgumentParser

/// What every command that prints GitHub's answers takes, in this order in its help: `--json`,
/// `--cache`/`--no-cache` and `--color`; and the run that honours them.
struct OutputOptions: ParsableArguments {
    @OptionGroup var json: JSONOptions
    @OptionGroup var cache: CacheOptions
    @OptionGroup var color: ColorOption

    /// Checks `--json`'s fields against `command`'s.
    func check(command: String) throws {
        try json.check(command: command)
    }

    /// Runs `body` as `CommandLineRun.perform` does, with these options; through the pager when
    /// `pager` is given, does not say `--no-pager`, and no JSON is asked for.
    func perform(pager: PagerOption? = nil,
                 _ body: @MainActor (CommandLineRun, @escaping @MainActor (Int32) -> Void) -> Void) throws {
        let paged = pager.map { !$0.noPager && json.request == nil } ?? false
        try CommandLineRun.perform(cache: cache, color: color.color, paged: paged, body)
    }
}

/// `--limit N` checked against the range a command allows.
enum LimitOption {
    /// Throws the sentence the help promises when `limit` is outside `range`.
    static func check(_ limit: Int, within range: ClosedRange<Int>) throws {
        guard range.contains(limit) else {
            throw ValidationError("--limit must be between \(range.lowerBound) and \(range.upperBound).")
        }
    }
}
