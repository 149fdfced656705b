import Foundation

/// Job logs made in the shape GitHub's log host serves them: one line per output line, each
/// after a timestamp with seven decimals (`2023-02-17T16:03:47.1234567Z `), every step inside
/// `##[group]Run …`/`##[endgroup]`, ANSI colours, `##[warning]` and `##[error]` lines. Each line
/// falls inside its step's times, so the lines of a failed step can be found by its times as
/// `gh run view --log-failed` finds them. Made by code, never stored.
enum MadeJobLog {
    /// A step as the log is made from it: its name, times and conclusion.
    struct Step {
        var name: String
        var start: Date
        var end: Date
        var failed: Bool
        var skipped: Bool
    }

    /// The log of a job whose steps are `steps`: `lines` lines in all (at least a few per step),
    /// most of them in the failed step, when there is one. The failed step ends with a pytest
    /// failure, `##[error]` lines and a warning before them.
    static func text(steps: [Step], lines: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(lines * 80)
        let ran = steps.filter { !$0.skipped }
        let bulk = ran.firstIndex(where: \.failed) ?? ran.indices.max(by: { ran[$0].end.timeIntervalSince(ran[$0].start)
                                                                            < ran[$1].end.timeIntervalSince(ran[$1].start) })
        let few = 6
        for (index, step) in ran.enumerated() {
            let count = index == bulk ? max(few, lines - few * (ran.count - 1)) : few
            let body = stepLines(step, count: count)
            let span = max(0.001, step.end.timeIntervalSince(step.start) + 0.999)
            for (position, line) in body.enumerated() {
                let time = step.start.addingTimeInterval(span * Double(position) / Double(max(1, body.count)))
                out += Array((stamp(time) + " " + line + "\n").utf8)
            }
        }
        return out
    }

    /// `count` lines of one step: its group, then its output.
    private static func stepLines(_ step: Step, count: Int) -> [String] {
        var lines = ["##[group]Run \(step.name)", "\u{1B}[36;1mpython -m pytest -q tests\u{1B}[0m",
                     "shell: /usr/bin/bash -e {0}", "##[endgroup]"]
        let tail: [String]
        if step.failed {
            tail = ["##[warning]The `set-output` command is deprecated and will be disabled soon.",
                    "\u{1B}[31mFAILED\u{1B}[0m tests/test_timezone.py::TestAware::test_created_at - AssertionError",
                    "\u{1B}[31m\u{1B}[1m========= 1 failed, 3412 passed in 81.20s =========\u{1B}[0m",
                    "##[error]Process completed with exit code 1."]
        } else {
            tail = []
        }
        var number = 0
        while lines.count + tail.count < count {
            number += 1
            if number % 500 == 0 {
                lines.append("##[group]Collected batch \(number / 500)")
                lines.append("tests/test_batch_\(number / 500).py::setup \u{1B}[32mPASSED\u{1B}[0m")
                lines.append("##[endgroup]")
            } else {
                lines.append("tests/test_module_\(number % 97).py::test_case_\(number) \u{1B}[32mPASSED\u{1B}[0m"
                             + " [\(min(99, number * 100 / max(1, count)))%]")
            }
        }
        return Array((lines + tail).prefix(max(count, lines.count + tail.count)))
    }

    /// `2023-02-17T16:03:47.1234567Z`: GitHub's log timestamp, in UTC with seven decimals.
    static func stamp(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        let whole = floor(seconds)
        let fraction = Int(((seconds - whole) * 10_000_000).rounded(.down))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: whole))
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):"
            + "\(two(parts.second)).\(String(format: "%07d", fraction))Z"
    }

    /// A log built to break terminals: OSC (title, clipboard, hyperlink), DCS, cursor movement
    /// and screen clearing, a bell, C1 controls, bidi overrides, an SGR colour (kept), a line of
    /// one megabyte, an `##[error]` line carrying escapes.
    static func hostile() -> [UInt8] {
        let stampText = "2023-02-17T16:03:47.0000000Z "
        var lines = [
            "##[group]Run hostile",
            "\u{1B}]0;pwned title\u{07}title set",
            "\u{1B}]52;c;cHduZWQ=\u{07}clipboard written",
            "\u{1B}]8;;https://evil.example/\u{1B}\\link\u{1B}]8;;\u{1B}\\ text",
            "\u{1B}P1$r0m\u{1B}\\device control",
            "\u{1B}[2J\u{1B}[H\u{1B}[10;10Hcursor moved\u{1B}[A\u{1B}[K",
            "bell\u{07} and C1 \u{9B}31m and \u{202E}reversed\u{202C}",
            "\u{1B}[31mred kept\u{1B}[0m",
            "##[endgroup]",
            "##[error]\u{1B}]0;x\u{07}error with an escape",
        ]
        lines.append(String(repeating: "A", count: 1 << 20))
        lines.append("after the long line")
        var out: [UInt8] = []
        for line in lines { out += Array((stampText + line + "\n").utf8) }
        out += [0xFF, 0xFE, 0x0A]  // not UTF-8
        return out
    }
}
