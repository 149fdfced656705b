#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient

/// A fuzz input read as an endpoint and one HTTP answer (see `AnswersFuzz`).
struct FuzzAnswer {
    enum Endpoint: CaseIterable {
        case search, repository, languages, readme
    }

    let endpoint: Endpoint
    let response: HTTPResponse

    init(_ bytes: [UInt8]) {
        var rest = bytes[...]
        func line() -> String? {
            guard !rest.isEmpty else { return nil }
            let end = rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            var text = String(decoding: rest[..<end], as: UTF8.self)
            rest = end < rest.endIndex ? rest[(end + 1)...] : []
            if text.hasSuffix("\r") { text.removeLast() }
            return text
        }
        let name = line() ?? ""
        endpoint = switch name {
        case "search": .search
        case "repository": .repository
        case "languages": .languages
        case "readme": .readme
        default: Endpoint.allCases[Int(name.utf8.first ?? 0) % Endpoint.allCases.count]
        }
        var status = 200
        var fields: [HTTPHeaders.Field] = []
        if let statusLine = line() {
            let words = statusLine.split(separator: " ")
            status = words.count > 1 ? Int(words[1]) ?? 200 : 200
        }
        while let header = line(), !header.isEmpty {
            guard let colon = header.firstIndex(of: ":") else { continue }
            let value = header[header.index(after: colon)...].drop { $0 == " " }
            fields.append(HTTPHeaders.Field(name: String(header[..<colon]), value: String(value)))
        }
        response = HTTPResponse(status: status, headers: HTTPHeaders(fields), body: Data(rest))
    }
}
