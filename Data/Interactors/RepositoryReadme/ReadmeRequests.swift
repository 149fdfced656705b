#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Usecases
import Entities

/// The one or two requests a README takes: the JSON envelope, whose base64 `content` is the
/// file, and the raw bytes when the file is too large for the envelope. Turns their answers,
/// sent or stored, into a `ReadmeAnswer`.
struct ReadmeRequests: Sendable {
    let envelope: GitHubAPI.Readme
    let raw: GitHubAPI.RawReadme

    /// - Parameter ref: the branch, tag or SHA to read the README at; nil for the default branch.
    init(owner: String, name: String, ref: String? = nil) {
        envelope = GitHubAPI.Readme(owner: owner, name: name, ref: ref)
        raw = GitHubAPI.RawReadme(owner: owner, name: name, ref: ref)
    }

    /// Sends the envelope through `sendEnvelope` and, when it holds no content, the raw bytes
    /// through `sendRaw`; a 404 means the repository has no README. The source is the last request's.
    /// `decode` turns the envelope into the file's bytes (a `ReadmeContentMemo` shared with `stored`
    /// decodes a confirmed envelope once).
    static func answer(sendEnvelope: () -> Result<GitHubResponse<Readme>, GitHubError>,
                       sendRaw: () -> Result<GitHubResponse<Data>, GitHubError>,
                       decode: (Readme) -> ReadmeContentDecoder.Content = ReadmeContentDecoder.content(of:))
        -> Result<SourcedValue<ReadmeAnswer>, GitHubError> {
        let envelope: GitHubResponse<Readme>
        switch sendEnvelope() {
        case .failure(.notFound):
            return .success(SourcedValue(value: .noReadme, source: .network))
        case .failure(let error):
            return .failure(error)
        case .success(let response):
            envelope = response
        }
        let readme = envelope.value
        switch decode(readme) {
        case .bytes(let bytes):
            return .success(SourcedValue(value: .readme(bytes: bytes, fileName: readme.name, htmlURL: readme.htmlURL),
                                         source: envelope.source))
        case .undecodable(let reason):
            return .failure(.undecodable(reason))
        case .tooLargeForEnvelope:
            return sendRaw().map { raw in
                SourcedValue(value: .readme(bytes: [UInt8](raw.value), fileName: readme.name, htmlURL: readme.htmlURL),
                             source: raw.source)
            }
        }
    }

    /// The README the response cache holds, however old (the raw bytes too when the envelope has
    /// none), with the age of its older part; nil when nothing usable is stored. `decode` as in `answer`.
    func stored(in client: GitHubRequestable,
                decode: (Readme) -> ReadmeContentDecoder.Content = ReadmeContentDecoder.content(of:))
        -> CachedAnswer<ReadmeAnswer>? {
        guard let cached = client.cached(envelope) else { return nil }
        let readme = cached.value
        switch decode(readme) {
        case .bytes(let bytes):
            return cached.replacingValue(with: .readme(bytes: bytes, fileName: readme.name, htmlURL: readme.htmlURL))
        case .undecodable:
            return nil
        case .tooLargeForEnvelope:
            guard let bytes = client.cached(raw) else { return nil }
            var answer = cached.replacingValue(with: ReadmeAnswer.readme(bytes: [UInt8](bytes.value), fileName: readme.name,
                                                                         htmlURL: readme.htmlURL))
            if bytes.age > answer.age {
                (answer.fetchedAt, answer.age) = (bytes.fetchedAt, bytes.age)
            }
            answer.isFresh = cached.isFresh && bytes.isFresh
            return answer
        }
    }
}
