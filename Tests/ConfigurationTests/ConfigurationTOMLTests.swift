import Configuration
import Testing

/// `ghbrowse config`'s text: valid TOML that reads back to the same settings.
@Suite struct ConfigurationTOMLTests {
    @Test func theDefaultsPrintAsTOMLThatParsesBackToThemselves() throws {
        let catalog = ConfigurationFileTests.catalog
        let text = ConfigurationTOML.render(AppConfiguration(), catalog: catalog)
        _ = try TOMLParser.parse(text).get()
        let (parsed, problems) = ConfigurationFile.parse(text, path: "printed", catalog: catalog)
        #expect(problems == [])
        #expect(parsed.theme == .auto && parsed.mouse && parsed.sort == "best-match" && parsed.order == "desc")
        #expect(parsed.cacheSizeMiB == 64)
        #expect(text.contains("[keys.results]\nmove-down = [\"down\", \"j\"]\n"))
        for section in catalog.sections {
            for request in section.requests {
                #expect(parsed.keys(for: request.name, in: section.name, catalog: catalog) == request.keys)
            }
        }
    }

    @Test func changedSettingsPrintAndReadBack() throws {
        let catalog = ConfigurationFileTests.catalog
        let (configuration, _) = ConfigurationFile.parse("""
            theme = "light"
            mouse = false
            sort = "updated"
            cache-size-mb = 7
            [keys]
            move-down = ["ctrl-n", "space", "\\""]
            """, path: "in", catalog: catalog)
        let text = ConfigurationTOML.render(configuration, catalog: catalog)
        let (parsed, problems) = ConfigurationFile.parse(text, path: "printed", catalog: catalog)
        #expect(problems == [])
        var withoutKeys = parsed
        withoutKeys.keys = configuration.keys
        #expect(withoutKeys == configuration, "every setting but the keys reads back as it was")
        for section in catalog.sections {
            for request in section.requests {
                #expect(parsed.keys(for: request.name, in: section.name, catalog: catalog)
                        == configuration.keys(for: request.name, in: section.name, catalog: catalog))
            }
        }
        #expect(parsed.keys["detail"]?["move-down"] == [.control("n"), .character(" "), .character("\"")])
    }
}
