@testable import RepositoryBrowsing
import XCTest

/// Issue 30: a query matched piece by piece in the path's components tries no piece longer than
/// the component holds as a subsequence; the scores equal those of trying every length.
final class FuzzyPathFilterComponentsTests: XCTestCase {
    func testPiecesCappedAtWhatAComponentHoldsScoreAsEveryLengthTried() {
        var seed: UInt64 = 32
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let alphabet = Array("abcdelmnorst/._-".utf8)
        var compared = 0
        for _ in 0..<3_000 {
            let path = (0..<(4 + next(30))).map { _ in alphabet[next(alphabet.count)] }
            let query = (0..<(1 + next(7))).map { _ in alphabet[next(alphabet.count - 4)] }
            let words = Self.wordStarts(path)
            path.withUnsafeBufferPointer { bytes in
                words.withUnsafeBufferPointer { words in
                    query.withUnsafeBufferPointer { query in
                        let name = (path.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
                        let view = FuzzyPathFilter.PathView(bytes: bytes, words: words, start: 0, end: path.count,
                                                            nameStart: name)
                        var capped: [Int] = []
                        var every: [Int] = []
                        let score = FuzzyPathFilter.scoreInComponents(query, in: view, positions: &capped)
                        let reference = Self.everyLengthTried(query, in: view, positions: &every)
                        XCTAssertEqual(score, reference, "\(String(decoding: query, as: UTF8.self)) in \(String(decoding: path, as: UTF8.self))")
                        XCTAssertEqual(capped, every)
                        if reference != nil { compared += 1 }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 300)
    }

    private static func wordStarts(_ path: [UInt8]) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: path.count / 64 + 1)
        var previous = UInt8(ascii: "/")
        for (offset, byte) in path.enumerated() {
            if FuzzyPathFilter.isSeparator(previous) { words[offset >> 6] |= 1 << UInt64(offset & 63) }
            previous = byte
        }
        return words
    }

    /// `scoreInComponents` as it was before the cap: every length tried, longest first.
    private static func everyLengthTried(_ query: UnsafeBufferPointer<UInt8>, in path: FuzzyPathFilter.PathView,
                                         positions: UnsafeMutablePointer<[Int]>?) -> Int? {
        var used: UInt64 = 0
        var position = 0
        var total = 0
        var pieces = 0
        while position < query.count {
            var best: (from: Int, to: Int, bit: UInt64, length: Int, score: Int)?
            var componentStart = 0
            var number = 0
            for offset in 0...path.length where offset == path.length || path[offset] == UInt8(ascii: "/") {
                let bit: UInt64 = number < 64 ? 1 << UInt64(number) : 0
                if used & bit == 0 {
                    let part = path.part(componentStart, offset)
                    var length = min(query.count - position, best.map { max($0.length, 1) } ?? .max)
                    while length > 0 {
                        let piece = UnsafeBufferPointer(rebasing: query[position..<(position + length)])
                        if let score = FuzzyPathFilter.scoreInOrder(piece, in: part, from: 0, positions: nil) {
                            if best == nil || length > best!.length || score > best!.score {
                                best = (componentStart, offset, bit, length, score)
                            }
                            break
                        }
                        length -= 1
                    }
                }
                componentStart = offset + 1
                number += 1
            }
            guard let chosen = best else { return nil }
            if let positions {
                let piece = UnsafeBufferPointer(rebasing: query[position..<(position + chosen.length)])
                _ = FuzzyPathFilter.scoreInOrder(piece, in: path.part(chosen.from, chosen.to), from: 0,
                                                 positions: positions)
            }
            used |= chosen.bit
            total += chosen.score
            position += chosen.length
            pieces += 1
        }
        return total - (pieces - 1) * FuzzyPathFilter.piecePenalty
    }
}
