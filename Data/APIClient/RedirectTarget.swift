/// A redirect's status and the address its `location` names, checked before anything is sent there.
enum RedirectTarget {
    /// 301, 302, 303, 307 or 308.
    static func isRedirect(_ status: Int) -> Bool {
        [301, 302, 303, 307, 308].contains(status)
    }

    /// `location` when it is an absolute `http://` or `https://` address with a host and nothing
    /// a header or URL must not hold (controls, spaces); nil otherwise.
    static func address(_ location: String?) -> String? {
        guard let location, location.utf8.count <= 8_192 else { return nil }
        guard !location.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || $0.value > 0x7E }) else {
            return nil
        }
        let lowered = location.lowercased()
        for scheme in ["https://", "http://"] where lowered.hasPrefix(scheme) {
            let rest = lowered.dropFirst(scheme.count)
            guard let hostStart = rest.first, hostStart != "/", hostStart != "?", hostStart != "#" else { return nil }
            return location
        }
        return nil
    }
}
