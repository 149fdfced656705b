/// A README with each of GitHub's five alerts (`> [!NOTE]` … `> [!CAUTION]`), as github.com
/// renders them with a coloured title. Served as `made/alerts`'s README.
enum AlertsReadme {
    static let fullName = "made/alerts"

    static let markdown = """
        # Alerts

        Before the alerts.

        > [!NOTE]
        > Useful information that users should know.

        > [!TIP]
        > Helpful advice for doing things better.

        > [!IMPORTANT]
        > Key information users need to know.

        > [!WARNING]
        > Urgent info that needs immediate attention.

        > [!CAUTION]
        > Advises about risks or negative outcomes.

        > A plain quote stays a quote.

        """
}
