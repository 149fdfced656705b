/// Member names as an open-addressing hash table. A name is known by the words of its bytes
/// with the key's closing quote after them (`KeyPrefix.words`: the first 8, the last 8), so
/// that a key is told from a name by one or two word comparisons (its bytes past 16, one by
/// one), and can be checked in place, before its end is found: the name GitHub sends next.
@usableFromInline
struct KeyTable: Sendable {
    /// One name, as its words.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let head: UInt64
        @usableFromInline let tail: UInt64
        /// The name's length in bytes; −1 for a name no key can be (one with a quote, a
        /// backslash or a control character, which a key would have escaped).
        @usableFromInline let length: Int
        /// Where the name and its quote start in `nameBytes`.
        @usableFromInline let offset: Int
    }

    @usableFromInline let entries: [Entry]
    /// The names, each with its closing quote, one after another: for the bytes past 16 (one
    /// array, so that comparing touches no name's own storage).
    @usableFromInline let nameBytes: [UInt8]
    /// A name's position + 1 in each slot, 0 for none; a power of two long.
    @usableFromInline let slots: [UInt8]
    /// The hash's top bits that pick a slot: 64 − log2(slots.count).
    @usableFromInline let shift: UInt64
    /// No key longer than this can be a name.
    @usableFromInline let longest: Int

    init(_ names: [[UInt8]]) {
        var nameBytes: [UInt8] = []
        var entries: [Entry] = []
        for name in names {
            let quoted = name + [UInt8(ascii: "\"")]
            let plain = name.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
            let words = quoted.withUnsafeBytes { KeyPrefix.words($0.baseAddress!, length: name.count, canLoadWord: false) }
            entries.append(Entry(head: words.head, tail: words.tail, length: plain ? name.count : -1, offset: nameBytes.count))
            nameBytes += quoted
        }
        self.entries = entries
        self.nameBytes = nameBytes
        var bits: UInt64 = 3
        while 1 << bits < names.count * 4 { bits += 1 }
        shift = 64 - bits
        var slots = [UInt8](repeating: 0, count: 1 << Int(bits))
        for (position, entry) in entries.enumerated() where entry.length >= 0 {
            var slot = Self.slot(entry.head, entry.tail, shift: shift)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = UInt8(position + 1)
        }
        self.slots = slots
        longest = names.map(\.count).max() ?? 0
    }

    /// The slot a name's words hash to.
    @inline(__always) @usableFromInline
    static func slot(_ head: UInt64, _ tail: UInt64, shift: UInt64) -> Int {
        let mixed = head ^ (tail &* 0x2545_F491_4F6C_DD1D)
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
