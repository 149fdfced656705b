#if canImport(Glibc)
import Glibc
#endif

/// The process environment as a dictionary, read without Foundation.
enum ProcessEnvironment {
    static func current() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            // The name ends at the first `=` byte (POSIX), found without grapheme breaking.
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}
