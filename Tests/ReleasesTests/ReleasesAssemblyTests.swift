@testable import GHBrowseApp
import Entities
import Interactors
import ModuleServices
import Routes
import TerminalUI
import TestSupport
import Testing

/// The navigator builds both screens through their Routers: the releases stacked with their
/// breadcrumb, a release on top of them, and Esc going back one screen at a time.
@MainActor
@Suite struct ReleasesAssemblyTests {
    @Test func theNavigatorStacksTheReleasesThenARelease() {
        let stack = NavigationStack(bindings: .ghbrowse, helpContext: .help)
        let navigator = AppNavigator(stack: stack)
        navigator.dependencies = ModuleDependencies(
            github: GitHubRequestableMock(), historyStore: SearchHistoryStoreSpy(), processLauncher: ProcessLauncherSpy(),
            scheduler: InlineScheduler(), delayScheduler: ManualClock(now: SampleReleases.now),
            dateProvider: FixedDateProvider(now: SampleReleases.now), navigator: navigator,
            keyBindings: .ghbrowse, browserSetting: nil, hasToken: false, currentRefs: CurrentRefInteractor())
        let surface = InMemorySurface(rows: 12, columns: 80)
        stack.resize(to: surface.size)

        navigator.show(.releases(fullName: "o/r"))
        #expect(stack.count == 1)
        stack.draw(on: surface)
        #expect(surface.lines[0].contains("releases"))
        // The mock client answers 404 for releases.
        #expect(surface.text.contains("Could not load the releases"), "\(surface.text)")

        let release = SampleReleases.release(1, tag: "v1.0", name: "First", body: "**Bold** notes")
        navigator.show(.release(fullName: "o/r", release))
        #expect(stack.count == 2)
        stack.draw(on: surface)
        #expect(surface.lines[0].contains("releases › v1.0"))
        #expect(surface.text.contains("Bold notes"))

        stack.handle(key: .escape)
        #expect(stack.count == 1)
    }
}
