import Foundation
import ReuseKitCore
import ReuseKitImages
import TestSupport
import Testing

extension BindingTests {
    @Suite("Binding images to reused targets")
    @MainActor
    struct ImageBinderTests {
        func request(_ server: ServerScope, row: Int, delay: Int? = nil) -> ImageRequest {
            ImageRequest(url: server.url("/image/row-\(row)?tag=\(row)&delay=\(delay ?? (row * 7) % 40)"))
        }

        @Test("a target reused 1,000 times while loads are in flight never shows another row's image")
        func reuseNeverShowsWrongImage() async throws {
            let server = try await TestServer.scope()
            let binder = ImageBinder(pipeline: PipelineFactory.make())
            let run = RandomizedRun(name: "binder reuse", defaultIterations: 1000)
            var generator = run.makeGenerator()
            let target = RecordingTarget()
            let bystanders = (0..<3).map { _ in RecordingTarget() }
            for iteration in 0..<run.iterations {
                let row = Int.random(in: 0..<200, using: &generator)
                target.boundRow = row
                binder.load(request(server, row: row), into: target)
                if iteration % 10 == 0 {
                    let bystander = bystanders[iteration / 10 % bystanders.count]
                    let other = Int.random(in: 0..<200, using: &generator)
                    bystander.boundRow = other
                    binder.load(request(server, row: other), into: bystander)
                }
                switch generator.next() % 8 {
                case 0: try await Task.sleep(for: .milliseconds(2))
                case 1, 2, 3: await Task.yield()
                default: break
                }
            }
            try await waitUntil { binder.pendingCount == 0 }
            for recorder in [target] + bystanders {
                #expect(recorder.violations.isEmpty, "\(recorder.violations.prefix(5))")
                #expect(recorder.shownRow == recorder.boundRow)
            }
            #expect(target.imagesShown >= 2, "loads must have completed along the way, not only at the end")
        }

        @Test("a failed load shows the failure image, and retry loads it again")
        func failureAndRetry() async throws {
            let server = try await TestServer.scope()
            let failure = Image(width: 1, height: 1, color: Color(red: 255, green: 0, blue: 0))
            let binder = ImageBinder(
                pipeline: PipelineFactory.make(retry: .none), options: .init(failureImage: failure))
            let target = RecordingTarget()
            target.boundRow = 3
            let url = server.url("/flaky/retry?failures=1&tag=3")
            binder.load(ImageRequest(url: url), into: target)
            try await waitUntil { binder.pendingCount == 0 }
            #expect(target.last == .failure(failure, .serverError(status: 503, url: url)))
            binder.retry(target)
            #expect(target.last == .placeholder(nil))
            try await waitUntil { binder.pendingCount == 0 }
            #expect(target.shownRow == 3)
            binder.load(nil, into: target)
            #expect(target.last == .empty)
        }

        @Test("cancelling a target's load leaves it untouched; retryFailedLoads retries every failure")
        func cancelAndRetryAll() async throws {
            let server = try await TestServer.scope()
            let pipeline = PipelineFactory.make(retry: .none)
            let binder = ImageBinder(pipeline: pipeline)
            let target = RecordingTarget()
            target.boundRow = 1
            binder.load(ImageRequest(url: server.url("/hold/cancelled?tag=1")), into: target)
            try await waitUntil { await pipeline.operationCount == 1 }
            binder.cancelLoad(for: target)
            #expect(binder.request(for: target) == nil)
            try await waitUntil { await pipeline.operationCount == 0 }
            try await server.release("cancelled")
            // The operation is gone and the binding forgotten: no path is left for a result.
            #expect(target.last == .placeholder(nil) && target.imagesShown == 0)
            #expect(pipeline.metrics.operationsCancelled == 1)

            let failing = (0..<3).map { _ in RecordingTarget() }
            for (index, failingTarget) in failing.enumerated() {
                failingTarget.boundRow = 20 + index
                binder.load(
                    ImageRequest(url: server.url("/flaky/all-\(index)?failures=1&tag=\(20 + index)")),
                    into: failingTarget)
            }
            try await waitUntil { binder.pendingCount == 0 }
            #expect(failing.allSatisfy { if case .failure = $0.last { true } else { false } })
            binder.retryFailedLoads()
            try await waitUntil { binder.pendingCount == 0 }
            #expect(failing.map(\.shownRow) == [20, 21, 22])
        }

        @Test("binding the request a target already has does not restart it")
        func rebindingSameRequestIsIdempotent() async throws {
            let server = try await TestServer.scope()
            let binder = ImageBinder(pipeline: PipelineFactory.make())
            let target = RecordingTarget()
            target.boundRow = 8
            for _ in 0..<5 { binder.load(request(server, row: 8, delay: 100), into: target) }
            try await waitUntil { binder.pendingCount == 0 }
            #expect(target.shownRow == 8)
            #expect(try await server.stats().count("/image/row-8") == 1)
            #expect(binder.pipeline.metrics.requests == 1)
        }
    }
}
