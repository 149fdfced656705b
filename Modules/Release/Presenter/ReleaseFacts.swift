#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import TextCells

/// The lines above a release's notes: its name, then its tag, when and by whom, then its marks.
enum ReleaseFacts {
    static func lines(for release: Release, now: Date) -> [ReleaseFactLine] {
        let tag = TextSanitizer.singleLine(release.tagName)
        let name = TextSanitizer.singleLine(release.name ?? "")
        var lines = [ReleaseFactLine(text: name.isEmpty ? tag : name, role: .name)]
        var detail = "tag \(tag)"
        if let published = release.publishedAt {
            detail += " · published \(DateText.relative(published, now: now)) (\(DateText.absolute(published)))"
        } else if let created = release.createdAt {
            detail += " · created \(DateText.relative(created, now: now)) (\(DateText.absolute(created)))"
        }
        if let author = release.authorLogin, !author.isEmpty {
            detail += " by \(TextSanitizer.singleLine(author))"
        }
        lines.append(ReleaseFactLine(text: detail, role: .detail))
        var flags: [String] = []
        if release.isPrerelease { flags.append("PRE-RELEASE") }
        if release.isDraft { flags.append("DRAFT") }
        if !flags.isEmpty { lines.append(ReleaseFactLine(text: flags.joined(separator: " · "), role: .flag)) }
        return lines
    }
}
