/// The colour theme spans are coloured by: KSyntaxHighlighting's GitHub themes.
public enum HighlightTheme: String, Sendable, CaseIterable {
    case githubDark = "GitHub Dark"
    case githubLight = "GitHub Light"
}
