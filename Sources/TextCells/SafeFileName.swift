/// A file name a server gave (a release asset's, a repository file's), made safe to join to a
/// directory: its last `/`-separated component, without control characters (C0, DEL, C1) or
/// bidirectional overrides; nil when nothing usable is left (empty, `.` or `..`). An asset
/// named `../../.bashrc` becomes `.bashrc`.
public enum SafeFileName {
    public static func from(_ serverName: String) -> String? {
        let last = serverName.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
        let cleaned = String(String.UnicodeScalarView(last.unicodeScalars.filter { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
              || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value))
        }))
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? nil : cleaned
    }
}
