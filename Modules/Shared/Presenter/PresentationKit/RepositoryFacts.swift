#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import TextCells

/// The labelled facts about a repository, in reading order, as the detail screen and
/// `ghbrowse view` show them. Every value is already made safe for a terminal.
public enum RepositoryFacts {
    /// One labelled value.
    public struct Fact: Equatable, Sendable {
        public var label: String
        public var value: String

        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    public static func facts(for repository: Repository, now: Date) -> [Fact] {
        func safe(_ text: String) -> String { TextSanitizer.singleLine(text) }
        func date(_ value: Date?) -> String {
            guard let value else { return "unknown" }
            return "\(DateText.relative(value, now: now)) (\(DateText.absolute(value)))"
        }
        func count(_ value: Int) -> String {
            value >= 1_000 ? "\(CompactNumber.grouped(value)) (\(CompactNumber.format(value)))"
                : CompactNumber.grouped(value)
        }
        var facts: [Fact] = []
        let ownerKind = repository.owner.type.map { " (\(safe($0)))" } ?? ""
        facts.append(Fact("Owner", safe(repository.owner.login) + ownerKind))
        facts.append(Fact("Stars", count(repository.stargazersCount)))
        facts.append(Fact("Forks", count(repository.forksCount)))
        // Search results lack watchers (and may lack topics): nothing rather than a wrong value
        // until the full repository arrives.
        if let watchers = repository.subscribersCount { facts.append(Fact("Watchers", count(watchers))) }
        facts.append(Fact("Open issues", count(repository.openIssuesCount)))
        facts.append(Fact("Language", repository.language.map(safe) ?? "none"))
        facts.append(Fact("License", repository.license.map { safe($0.name) } ?? "none"))
        if let topics = repository.topics?.map(safe) {
            facts.append(Fact("Topics", topics.isEmpty ? "none" : topics.joined(separator: ", ")))
        }
        facts.append(Fact("Default branch", repository.defaultBranch.map(safe) ?? "unknown"))
        if let visibility = knownVisibility(of: repository) {
            facts.append(Fact("Visibility", safe(visibility)))
        }
        facts.append(Fact("Created", date(repository.createdAt)))
        facts.append(Fact("Updated", date(repository.updatedAt)))
        facts.append(Fact("Pushed", date(repository.pushedAt)))
        if let homepage = repository.homepage, !homepage.isEmpty {
            facts.append(Fact("Homepage", safe(homepage)))
        }
        facts.append(Fact("URL", safe(repository.htmlURL)))
        if let clone = repository.cloneURL {
            facts.append(Fact("Clone", safe(clone)))
        }
        let flags = self.flags(for: repository)
        if !flags.isEmpty {
            facts.append(Fact("Flags", flags.joined(separator: ", ")))
        }
        return facts
    }

    /// "public", "private" or "internal": GitHub's `visibility`, else derived from `private`,
    /// else "public" (what search results without either field are). Not sanitized.
    public static func visibility(of repository: Repository) -> String {
        knownVisibility(of: repository) ?? "public"
    }

    /// The visibility when the repository says (`visibility` or `private`), else nil.
    public static func knownVisibility(of repository: Repository) -> String? {
        repository.visibility ?? repository.isPrivate.map { $0 ? "private" : "public" }
    }

    /// "archived", "fork": what a reader should notice before using the repository.
    public static func flags(for repository: Repository) -> [String] {
        var flags: [String] = []
        if repository.isArchived == true { flags.append("archived") }
        if repository.isFork { flags.append("fork") }
        return flags
    }
}
