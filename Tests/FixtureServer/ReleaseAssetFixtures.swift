import APIClient
import Foundation
import Synchronization
import TextCells

/// A made repository, `ghbrowse-fixtures/assets`, whose one release (`v1.0`, id 4242) has assets to
/// save (`d`, `ghbrowse download`), served the way GitHub serves them:
///
/// - `GET /repos/ghbrowse-fixtures/assets/releases` (and `…/latest`, `…/4242`, `…/tags/v1.0`): the release.
/// - Its assets: `notes.txt` (44 bytes), `big.bin` (3 MiB), `../../.bashrc` (a traversal name, 19
///   bytes) and `huge.bin` (100 MiB, made on first use, for the benchmark).
/// - Each `browser_download_url`, `http://HOST/ghbrowse-fixtures/assets/releases/download/v1.0/NAME`
///   on this server, answers 302 to the asset host: `startAssetHost()`'s second port (a host the
///   token must not reach), else this server's own `/__assets/NAME`.
/// - Each asset's API address (`url`), `http://HOST/repos/ghbrowse-fixtures/assets/releases/assets/ID`
///   (ID 9000 + its place), answers as GitHub's does: asked with `Accept: application/octet-stream`,
///   302 to the same asset host; otherwise the asset's JSON.
public final class ReleaseAssetFixtures: Sendable {
    public static let fullName = "ghbrowse-fixtures/assets"
    public static let tag = "v1.0"
    static let releaseID = 4242
    /// Each asset's name and size.
    static let assets: [(name: String, size: Int)] = [
        ("notes.txt", 44), ("big.bin", 3 << 20), ("../../.bashrc", 19), ("huge.bin", 100 << 20),
    ]

    private let assetOrigin = Mutex<String?>(nil)
    private let bodies = Mutex<[String: [UInt8]]>([:])

    /// Sends the download redirects to `origin` (`http://127.0.0.1:PORT`) from now on.
    func setAssetOrigin(_ origin: String) {
        assetOrigin.withLock { $0 = origin }
    }

    /// The bytes of asset `name`, made once.
    func body(_ name: String) -> [UInt8]? {
        if let made = bodies.withLock({ $0[name] }) { return made }
        guard let made = Self.makeBody(name) else { return nil }
        bodies.withLock { $0[name] = made }
        return made
    }

    /// The bytes asset `name` is served with (what a test compares a saved file to): a text for the
    /// small ones, a repeating pattern for the large; nil for a name that is not an asset.
    public static func makeBody(_ name: String) -> [UInt8]? {
        guard let size = assets.first(where: { $0.name == name })?.size else { return nil }
        let made: [UInt8]
        switch name {
        case "notes.txt": made = Array("These are the notes of ghbrowse-fixtures v1.\n".utf8.prefix(size))
        case "../../.bashrc": made = Array("echo not-a-bashrc\n\n".utf8.prefix(size))
        default:
            // A 1 MiB block repeated: made in milliseconds even in a debug build.
            let block = (0..<min(size, 1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 12) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(size)
            while bytes.count < size { bytes += block.prefix(size - bytes.count) }
            made = bytes
        }
        return made
    }

    /// The answer for `path` on the API server, or nil when it is not one of these routes.
    func respond(to request: ReceivedRequest, path: String) -> FixtureResponse? {
        let host = request.header("host") ?? "127.0.0.1"
        let releases = "/repos/\(Self.fullName)/releases"
        if path.lowercased() == releases { return .json("[\(release(host: host))]") }
        if path.lowercased().hasPrefix(releases + "/assets/") {
            return assetAddressResponse(request, id: path.dropFirst(releases.count + "/assets/".count), host: host)
        }
        if path.lowercased().hasPrefix(releases + "/") {
            let rest = path.dropFirst(releases.count + 1)
            guard rest == "latest" || rest == String(Self.releaseID) || rest == "tags/\(Self.tag)" else {
                return RepositoryContentsFixtures.notFound
            }
            return .json(release(host: host))
        }
        let downloads = "/\(Self.fullName)/releases/download/\(Self.tag)/"
        if path.hasPrefix(downloads) {
            let name = PercentEncoding.decode(path.dropFirst(downloads.count), plusIsSpace: false)
            guard body(name) != nil else { return RepositoryContentsFixtures.notFound }
            let origin = assetOrigin.withLock { $0 } ?? "http://\(host)"
            return .redirect(to: "\(origin)/__assets/\(PercentEncoding.encodePathSegment(name))")
        }
        return assetResponse(path: path)
    }

    /// `GET …/releases/assets/ID`: a redirect to the bytes when asked for them, else the asset's JSON.
    private func assetAddressResponse(_ request: ReceivedRequest, id: Substring, host: String) -> FixtureResponse {
        guard let number = Int(id), number >= Self.firstAssetID, number - Self.firstAssetID < Self.assets.count else {
            return RepositoryContentsFixtures.notFound
        }
        let index = number - Self.firstAssetID
        guard request.header("accept")?.lowercased() == "application/octet-stream" else {
            return .json(assetJSON(index: index, host: host))
        }
        let origin = assetOrigin.withLock { $0 } ?? "http://\(host)"
        return .redirect(to: "\(origin)/__assets/\(PercentEncoding.encodePathSegment(Self.assets[index].name))")
    }

    /// The asset host's answer: `/__assets/NAME`'s bytes, or nil.
    func assetResponse(path: String) -> FixtureResponse? {
        guard path.hasPrefix("/__assets/") else { return nil }
        let name = PercentEncoding.decode(path.dropFirst("/__assets/".count), plusIsSpace: false)
        guard let bytes = body(name) else { return nil }
        return FixtureResponse(status: 200, headers: [FixtureHeader(name: "content-type", value: "application/octet-stream")],
                               body: bytes)
    }

    /// The first asset's id; the others follow.
    static let firstAssetID = 9000

    /// Asset `index`'s JSON as a release lists it.
    private func assetJSON(index: Int, host: String) -> String {
        let asset = Self.assets[index]
        let id = Self.firstAssetID + index
        let url = "http://\(host)/\(Self.fullName)/releases/download/\(Self.tag)/"
            + PercentEncoding.encodePathSegment(asset.name)
        let apiURL = "http://\(host)/repos/\(Self.fullName)/releases/assets/\(id)"
        return #"{"id": \#(id), "url": "\#(apiURL)", "name": "\#(asset.name)", "size": \#(asset.size), "#
            + #""download_count": \#(index * 7), "content_type": "application/octet-stream", "#
            + #""browser_download_url": "\#(url)"}"#
    }

    private func release(host: String) -> String {
        let assets = Self.assets.indices.map { assetJSON(index: $0, host: host) }
        return #"{"id": \#(Self.releaseID), "tag_name": "\#(Self.tag)", "name": "Assets to save", "draft": false, "#
            + #""prerelease": false, "created_at": "2024-05-01T10:00:00Z", "published_at": "2024-05-01T10:00:00Z", "#
            + #""html_url": "https://github.com/\#(Self.fullName)/releases/tag/\#(Self.tag)", "#
            + #""body": "Assets to save with `d`.", "assets": [\#(assets.joined(separator: ", "))]}"#
    }
}
