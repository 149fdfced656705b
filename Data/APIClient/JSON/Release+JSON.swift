#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// A release as `GET /repos/OWNER/REPO/releases` lists it: only `tag_name` must be there and be
/// a string; an `id` saturates (0 when of another kind), other members of another kind are nil
/// or false, and `assets` are none when absent.
extension Release: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case id, tagName = "tag_name", name, body, isDraft = "draft", isPrerelease = "prerelease"
        case createdAt = "created_at", publishedAt = "published_at", htmlURL = "html_url", author, assets
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var id: Int?, tagName: String?, name: String?, body: String?, isDraft: Bool?, isPrerelease: Bool?
        var createdAt: Date?, publishedAt: Date?, htmlURL: String?, authorLogin: String?, assets: [ReleaseAsset] = []
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .id: id = try json.lenientCount()
            case .tagName: tagName = try json.string()
            case .name: name = try json.lenientString()
            case .body: body = try json.lenientString()
            case .isDraft: isDraft = try json.lenientBool()
            case .isPrerelease: isPrerelease = try json.lenientBool()
            case .createdAt: createdAt = try json.lenientDate()
            case .publishedAt: publishedAt = try json.lenientDate()
            case .htmlURL: htmlURL = try json.lenientString()
            case .author: authorLogin = try json.lenientObject(LinkedObject.self)?.login
            case .assets: if !json.null() { assets = try [ReleaseAsset](json: &json) }
            }
        }
        guard let tagName else { throw JSONError.missing(Field.tagName.rawValue) }
        self.init(id: id ?? 0, tagName: tagName, name: name, body: body, isDraft: isDraft ?? false,
                  isPrerelease: isPrerelease ?? false, createdAt: createdAt, publishedAt: publishedAt,
                  htmlURL: htmlURL, authorLogin: authorLogin, assets: assets)
    }
}
