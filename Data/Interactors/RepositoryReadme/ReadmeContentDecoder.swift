#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Usecases

/// Turns the readme envelope's `content` into the file's bytes.
enum ReadmeContentDecoder {
    /// What the envelope holds.
    enum Content: Equatable {
        case bytes([UInt8])
        /// No content in the envelope (`encoding: none`, a file over 1 MB): ask for the raw bytes.
        case tooLargeForEnvelope
        /// Base64 that does not decode, or an encoding GitHub does not use.
        case undecodable(String)
    }

    static func content(of readme: Readme) -> Content {
        switch readme.encoding?.lowercased() {
        case "base64":
            // GitHub breaks the base64 into lines of 60 characters; anything else foreign is an error.
            // One pass over the UTF-8, a few instructions a byte (`Base64Lines`).
            guard let bytes = Base64Lines.decode(readme.content) else {
                return .undecodable("\(readme.name): the base64 content does not decode")
            }
            return .bytes(bytes)
        case "none":
            return .tooLargeForEnvelope
        case nil, "", "utf-8", "utf8":
            if readme.content.isEmpty, (readme.size ?? 0) > 0 { return .tooLargeForEnvelope }
            return .bytes(Array(readme.content.utf8))
        case let other?:
            return .undecodable("\(readme.name): unknown encoding “\(other)”")
        }
    }
}
