/// What a ref names: a full commit SHA names one commit forever; anything else (a branch, a
/// tag, a short SHA) may name another commit tomorrow.
public enum GitObjectName {
    /// True for 40 (SHA-1) or 64 (SHA-256) hexadecimal digits.
    public static func isFullSHA(_ ref: String) -> Bool {
        let utf8 = ref.utf8
        return (utf8.count == 40 || utf8.count == 64) && utf8.allSatisfy {
            (0x30...0x39).contains($0) || (0x61...0x66).contains($0) || (0x41...0x46).contains($0)
        }
    }
}
