#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A release as `GET /repos/OWNER/REPO/releases` lists it.
public struct Release: Equatable, Sendable {
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
}
