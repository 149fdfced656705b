#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A release as `GET /repos/OWNER/REPO/releases` lists it.
public struct Release: Decodable, Equatable, Sendable {
    public var id: Int
    public var tagName: String
    /// The release's title; GitHub sends an empty string or null when it has none.
    public var name: String?
    /// The release notes, Markdown.
    public var body: String?
    public var isDraft: Bool
    public var isPrerelease: Bool
    public var createdAt: Date?
    /// Nil for a draft.
    public var publishedAt: Date?
    /// The release's page on github.com.
    public var htmlURL: String?
    public var authorLogin: String?
    public var assets: [ReleaseAsset]

    public init(id: Int, tagName: String, name: String? = nil, body: String? = nil, isDraft: Bool = false,
                isPrerelease: Bool = false, createdAt: Date? = nil, publishedAt: Date? = nil, htmlURL: String? = nil,
                authorLogin: String? = nil, assets: [ReleaseAsset] = []) {
        self.id = id
        self.tagName = tagName
        self.name = name
        self.body = body
        self.isDraft = isDraft
        self.isPrerelease = isPrerelease
        self.createdAt = createdAt
        self.publishedAt = publishedAt
        self.htmlURL = htmlURL
        self.authorLogin = authorLogin
        self.assets = assets
    }

    enum CodingKeys: String, CodingKey {
        case id, name, body, author, assets
        case tagName = "tag_name"
        case isDraft = "draft"
        case isPrerelease = "prerelease"
        case createdAt = "created_at"
        case publishedAt = "published_at"
        case htmlURL = "html_url"
    }

    enum AuthorKeys: String, CodingKey {
        case login
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.decodeCount(forKey: .id) ?? 0
        tagName = try container.decode(String.self, forKey: .tagName)
        name = try? container.decodeIfPresent(String.self, forKey: .name)
        body = try? container.decodeIfPresent(String.self, forKey: .body)
        isDraft = (try? container.decodeIfPresent(Bool.self, forKey: .isDraft)) ?? false
        isPrerelease = (try? container.decodeIfPresent(Bool.self, forKey: .isPrerelease)) ?? false
        createdAt = try? container.decodeIfPresent(Date.self, forKey: .createdAt)
        publishedAt = try? container.decodeIfPresent(Date.self, forKey: .publishedAt)
        htmlURL = try? container.decodeIfPresent(String.self, forKey: .htmlURL)
        let author = try? container.nestedContainer(keyedBy: AuthorKeys.self, forKey: .author)
        authorLogin = try? author?.decodeIfPresent(String.self, forKey: .login)
        assets = try container.decodeIfPresent([ReleaseAsset].self, forKey: .assets) ?? []
    }
}
