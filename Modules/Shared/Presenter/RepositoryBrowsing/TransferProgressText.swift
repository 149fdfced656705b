import Usecases

/// A save's progress as one line, for the status line (`d`) and `ghbrowse download`'s terminal:
/// a bar when the size is known, bytes so far and of how many, the rate, the time left.
/// `[██████░░░░░░] 42.0 MB of 100 MB · 85.3 MB/s · 1 s left`. Numbers from the server never trap.
public enum TransferProgressText {
    /// Saves larger than this show the bar; smaller ones only say they are saving.
    public static let barThreshold: Int64 = 1 << 20

    public static func line(_ progress: SaveProgress, barWidth: Int = 12) -> String {
        let bytes = max(progress.bytes, 0)
        var parts: [String] = []
        if let total = progress.total, total > 0 {
            let fraction = min(1, Double(bytes) / Double(total))
            let filled = min(barWidth, max(0, Int((fraction * Double(barWidth)).rounded(.down))))
            let bar = "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled) + "]"
            parts.append("\(bar) \(text(bytes)) of \(text(total))")
        } else {
            parts.append(text(bytes))
        }
        if progress.bytesPerSecond >= 1, progress.bytesPerSecond.isFinite {
            parts.append("\(text(Int64(min(progress.bytesPerSecond, 1e15))))/s")
            if let total = progress.total, total > bytes {
                let seconds = Double(total - bytes) / progress.bytesPerSecond
                parts.append("\(duration(seconds)) left")
            }
        }
        return parts.joined(separator: " · ")
    }

    /// "3 s", "2 min 5 s", "1 h 4 min"; at most 99 h.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(min(max(seconds, 0), 99 * 3_600).rounded(.up))
        if whole < 60 { return "\(whole) s" }
        if whole < 3_600 { return "\(whole / 60) min \(whole % 60) s" }
        return "\(whole / 3_600) h \(whole % 3_600 / 60) min"
    }

    private static func text(_ bytes: Int64) -> String {
        ByteCount.text(Int(clamping: bytes))
    }
}
