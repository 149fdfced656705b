import APIClient
import FixtureServer
import Foundation
import XCTest

/// `GET /__control/hold-assets?on=1` (issue 29's progress bar seen end to end): the asset host
/// sends a held asset's first chunks, then nothing until the hold is lifted, then the rest, whole.
final class HeldAssetTests: XCTestCase {
    /// Counts the body; the first time `holdAt` bytes or more have come, notes how many and lifts the hold.
    private final class ReleasingSink: HTTPBodySink, @unchecked Sendable {
        let holdAt: Int
        let controls: ServerControls
        var received = 0
        var receivedWhenReleased: Int?
        var bytes: [UInt8] = []

        init(holdAt: Int, controls: ServerControls) {
            self.holdAt = holdAt
            self.controls = controls
        }

        func begin(status: Int, headers: HTTPHeaders) -> Bool { status == 200 }

        func write(_ chunk: UnsafeRawBufferPointer) -> Bool {
            bytes += chunk
            received += chunk.count
            if receivedWhenReleased == nil, received >= holdAt {
                receivedWhenReleased = received
                controls.holdsAssets = false
            }
            return true
        }
    }

    func testAHeldAssetStopsAfterItsPacedChunksUntilLetGoThenComesWhole() throws {
        let server = FixtureServer(handler: try GitHubStandIn(store: FixtureStore.located()).handler)
        try server.start()
        defer { server.stop() }
        let assetHost = try GitHubStandIn(store: FixtureStore.located()).startAssetHost(heldBy: server.controls)
        defer { assetHost.stop() }
        let answer = CurlHTTPClient().send(HTTPRequest(url: server.baseURL + "/__control/hold-assets?on=1", headers: []),
                                           cancellation: nil)
        XCTAssertEqual(try answer.get().status, 200)
        XCTAssertTrue(server.controls.holdsAssets)

        let pacing = server.controls.assetPacing
        let held = pacing.chunkSize * pacing.pacedChunks
        let sink = ReleasingSink(holdAt: held, controls: server.controls)
        let result = CurlHTTPClient().download(HTTPRequest(url: assetHost.baseURL + "/__assets/big.bin", headers: []),
                                               into: sink, cancellation: nil)
        XCTAssertEqual(try result.get().status, 200)
        XCTAssertEqual(sink.receivedWhenReleased, held, "nothing past the paced chunks comes while held")
        XCTAssertEqual(sink.received, 3 << 20)
        XCTAssertTrue(sink.bytes == ReleaseAssetFixtures.makeBody("big.bin"))
        XCTAssertFalse(server.controls.holdsAssets)
    }
}
