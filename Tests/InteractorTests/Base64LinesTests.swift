import Foundation
@testable import Interactors
import TestSupport
import XCTest

/// The README envelope's base64, decoded in one pass: the same bytes Foundation gives once the
/// line breaks are gone, and nil for whatever Foundation refuses.
final class Base64LinesTests: XCTestCase {
    /// `bytes` as GitHub sends them: base64 in lines of 60 characters, each ending in a newline.
    private func githubLines(_ bytes: [UInt8]) -> String {
        let encoded = Data(bytes).base64EncodedString()
        var lines: [Substring] = []
        var rest = Substring(encoded)
        while !rest.isEmpty {
            lines.append(rest.prefix(60))
            rest = rest.dropFirst(60)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    func testEveryLengthRoundTripsInGitHubsLines() {
        var random = SeededRandom(seed: 20)
        for length in 0..<300 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            XCTAssertEqual(Base64Lines.decode(githubLines(bytes)), bytes, "length \(length)")
        }
    }

    func testALargeReadmeRoundTrips() {
        var random = SeededRandom(seed: 7)
        let bytes = (0..<250_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        XCTAssertEqual(Base64Lines.decode(githubLines(bytes)), bytes)
    }

    /// The word-at-a-time path and the byte-at-a-time one meet at every offset: lines of random
    /// lengths (not multiples of four), broken by each kind of whitespace.
    func testLinesOfAnyLengthRoundTrip() {
        var random = SeededRandom(seed: 0x60)
        let breaks = ["\n", "\r\n", " ", "\t", "\n\n"]
        for round in 0..<200 {
            let bytes = (0..<Int(random.next() % 700)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var rest = Substring(Data(bytes).base64EncodedString())
            var text = ""
            while !rest.isEmpty {
                let length = 1 + Int(random.next() % 80)
                text += rest.prefix(length) + breaks[Int(random.next() % UInt64(breaks.count))]
                rest = rest.dropFirst(length)
            }
            XCTAssertEqual(Base64Lines.decode(text), bytes, "round \(round)")
        }
    }

    func testWhitespaceOfEveryKindBetweenCharactersIsSkipped() {
        XCTAssertEqual(Base64Lines.decode(" aGVs\r\nbG8=\t\n"), Array("hello".utf8))
        XCTAssertEqual(Base64Lines.decode("aGVsbG8=\n\n"), Array("hello".utf8))
        XCTAssertEqual(Base64Lines.decode(""), [])
        XCTAssertEqual(Base64Lines.decode("\n"), [])
    }

    func testWhatIsNotBase64IsRefused() {
        for text in ["aGVsbG8", "aGVsbG8==", "aGVsb=8=", "a===", "====", "aGVs!G8=", "aGVsbG8=aGVs", "aGVsbG8=\u{85}",
                     "aGVs\u{A0}bG8=", "aGVsbG8=X", "aGVsbG-_", "Zg=", "Zg=x="] {
            XCTAssertNil(Base64Lines.decode(text), text.debugDescription)
        }
    }

    /// Property: on random texts over the alphabet, padding, whitespace and a few strangers,
    /// whatever the decoder accepts Foundation decodes to the same bytes once the whitespace is
    /// gone (Foundation is laxer: it takes `Utoj=` and `6d=L`, which GitHub never sends).
    func testAgreesWithFoundationOnRandomTexts() {
        var random = SeededRandom(seed: 0xB64)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        let extras = Array("=\n \t-_!".utf8)
        for _ in 0..<5_000 {
            let length = Int(random.next() % 24)
            let bytes: [UInt8] = (0..<length).map { _ in
                random.next() % 5 == 0 ? extras[Int(random.next() % UInt64(extras.count))]
                                       : alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let withoutWhitespace = String(text.filter { $0 != "\n" && $0 != " " && $0 != "\t" })
            let foundation = Data(base64Encoded: withoutWhitespace).map { [UInt8]($0) }
            if let decoded = Base64Lines.decode(text) {
                XCTAssertEqual(decoded, foundation, text.debugDescription)
            }
        }
    }
}
