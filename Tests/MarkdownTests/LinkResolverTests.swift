import Markdown
import XCTest

final class LinkResolverTests: XCTestCase {
    let resolver = LinkResolver(htmlURL: "https://github.com/o/r/blob/main/docs/README.md")

    func testRelativePathsResolveAgainstTheReadme() {
        XCTAssertEqual(resolver.resolve("GUIDE.md"), .web("https://github.com/o/r/blob/main/docs/GUIDE.md"))
        XCTAssertEqual(resolver.resolve("./img/a.png"), .web("https://github.com/o/r/blob/main/docs/img/a.png"))
        XCTAssertEqual(resolver.resolve("../LICENSE"), .web("https://github.com/o/r/blob/main/LICENSE"))
        XCTAssertEqual(resolver.resolve("../../../../x"), .web("https://github.com/o/r/blob/main/x"))
        XCTAssertEqual(resolver.resolve("/CONTRIBUTING.md#setup"), .web("https://github.com/o/r/blob/main/CONTRIBUTING.md#setup"))
        XCTAssertEqual(resolver.resolve("?plain=1"), .web("https://github.com/o/r/blob/main/docs/README.md?plain=1"))
        XCTAssertEqual(resolver.resolve("a dir/"), .web("https://github.com/o/r/blob/main/docs/a%20dir/"))
    }

    func testAbsoluteWebLinksStay() {
        XCTAssertEqual(resolver.resolve("https://example.com/a?b#c"), .web("https://example.com/a?b#c"))
        XCTAssertEqual(resolver.resolve("HTTP://example.com"), .web("http://example.com"))
        XCTAssertEqual(resolver.resolve("//cdn.example.com/x"), .web("https://cdn.example.com/x"))
    }

    func testAnchorsStayInTheDocument() {
        XCTAssertEqual(resolver.resolve("#Getting-Started"), .anchor("getting-started"))
        XCTAssertEqual(resolver.resolve("#caf%C3%A9"), .anchor("café"))
    }

    func testOtherSchemesAreNotOpenable() {
        XCTAssertEqual(resolver.resolve("javascript:alert(1)"), .notOpenable(scheme: "javascript"))
        XCTAssertEqual(resolver.resolve("JavaScript:alert(1)"), .notOpenable(scheme: "javascript"))
        XCTAssertEqual(resolver.resolve("file:///etc/passwd"), .notOpenable(scheme: "file"))
        XCTAssertEqual(resolver.resolve("data:text/html,hi"), .notOpenable(scheme: "data"))
        XCTAssertEqual(resolver.resolve("mailto:a@b.c"), .notOpenable(scheme: "mailto"))
    }

    func testWithoutABaseRelativeLinksAreUnresolvable() {
        let bare = LinkResolver(htmlURL: nil)
        XCTAssertEqual(bare.resolve("docs/x.md"), .unresolvable)
        XCTAssertEqual(bare.resolve(""), .unresolvable)
        XCTAssertEqual(bare.resolve("https://x.org"), .web("https://x.org"))
    }
}

final class HeadingSluggerTests: XCTestCase {
    func testGitHubSlugRules() {
        XCTAssertEqual(HeadingSlugger.baseSlug("Getting Started"), "getting-started")
        XCTAssertEqual(HeadingSlugger.baseSlug("What's new in v2.0?"), "whats-new-in-v20")
        XCTAssertEqual(HeadingSlugger.baseSlug("`--height` mode"), "--height-mode")
        XCTAssertEqual(HeadingSlugger.baseSlug("Sponsors :heart: ❤️"), "sponsors-heart-")
        XCTAssertEqual(HeadingSlugger.baseSlug("为什么使用 frp ？"), "为什么使用-frp-")
        XCTAssertEqual(HeadingSlugger.baseSlug("snake_case Ünïcode"), "snake_case-ünïcode")
    }

    func testDuplicatesAreNumbered() {
        var slugger = HeadingSlugger()
        XCTAssertEqual(["Usage", "Usage", "Usage", "Usage 1"].map { slugger.slug(for: $0) },
                       ["usage", "usage-1", "usage-2", "usage-1-1"])
    }
}
