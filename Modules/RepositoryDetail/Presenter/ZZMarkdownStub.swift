// TEMPORARY stand-in for the Markdown target (branch `markdown`); deleted when it lands.
public struct MarkdownDocument: Equatable, Sendable {
    public var text: String
}

enum StubMarkdown {
    static func parse(bytes: [UInt8], fileName: String) -> MarkdownDocument {
        MarkdownDocument(text: String(decoding: bytes, as: UTF8.self))
    }
}

public enum StubLinkTarget: Equatable {
    case web(String)
    case anchor(String)
    case refused(String)
}

enum StubLinkResolver {
    static func resolve(_ destination: String, base: String?) -> StubLinkTarget {
        if destination.hasPrefix("#") { return .anchor(String(destination.dropFirst())) }
        if destination.hasPrefix("https://") || destination.hasPrefix("http://") { return .web(destination) }
        if destination.contains(":") { return .refused(String(destination.prefix { $0 != ":" })) }
        guard let base else { return .refused("relative") }
        let directory = base.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return .web(directory + "/" + destination)
    }
}

struct StubShare: Equatable { var name: String; var percent: String; var color: UInt32 }
