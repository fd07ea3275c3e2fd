import Foundation
@_spi(Testing) import ReuseKitImages
import TestSupport
import Testing

@Suite("Pipeline under a random workload")
struct ImagePipelineWorkloadTests {
    @Test("memory and disk limits hold and every image is the one requested, whatever the mix")
    func limitsHold() async throws {
        let server = try await TestServer.scope()
        let run = RandomizedRun(name: "pipeline workload", defaultIterations: 60)
        var generator = run.makeGenerator()
        let memory = ImageMemoryCache(costLimit: 20_000)
        let disk = DiskCache(directory: Fixtures.temporaryDirectory("workload-disk"), sizeLimit: 6_000)
        let pipeline = PipelineFactory.make(memoryCache: memory, diskCache: disk)
        for _ in 0..<run.iterations {
            let batch = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                let tag = Int.random(in: 0..<40, using: &generator)
                let side = 4 + tag % 5 * 12
                let thumbnail: ImageRequest.Thumbnail? = tag % 3 == 0 ? .init(maxPixelSize: 8) : nil
                return (
                    tag,
                    ImageRequest(
                        url: server.url("/image/w\(tag)?tag=\(tag)&w=\(side)&h=\(side)"), thumbnail: thumbnail
                    )
                )
            }
            let cancelled = Int.random(in: 0..<batch.count, using: &generator)
            let outcomes = await withTaskGroup(of: (Int, Int?).self) { group in
                for (index, entry) in batch.enumerated() {
                    let task = pipeline.imageTask(with: entry.1)
                    if index == cancelled && generator.next() % 4 == 0 { task.cancel() }
                    group.addTask { (entry.0, (try? await task.image).map(Fixtures.tag)) }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            for (tag, shown) in outcomes where shown != nil {
                #expect(shown == tag)
            }
            #expect(memory.checkInvariants() == nil)
            #expect(memory.totalCost <= 20_000)
            #expect(await disk.checkInvariants() == nil)
            #expect(await disk.totalSize <= 6_000)
        }
        #expect(await disk.statistics.evictions > 0)
        #expect(pipeline.metrics.memoryCacheHits > 0 && pipeline.metrics.diskCacheHits > 0)
    }
}
