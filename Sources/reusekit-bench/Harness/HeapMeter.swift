import CAllocationCounter
import Foundation

/// Heap use of the process: live bytes from glibc, allocation counts from the interposed
/// allocator (`CAllocationCounter`).
enum HeapMeter {
    /// The number of heap allocations made so far; reading it allocates nothing.
    static var allocationCount: UInt64 { reusekit_allocation_count() }

    /// Whether allocations are being counted (glibc only).
    static var countsAllocations: Bool { reusekit_allocation_counting_enabled() != 0 }

    private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

    /// The bytes in use on the heap, mmapped blocks included: what `mallinfo2()`'s
    /// `uordblks + hblkhd` gives. Swift's Glibc module does not import `<malloc.h>`, so this
    /// reads the same totals from `malloc_info`, whose signature Swift can call through
    /// `dlsym`: in use = system bytes − free bytes (fast bins, other bins and top) + mmapped
    /// bytes. `nil` where glibc's `malloc_info` is missing.
    static func liveBytes() -> Int? {
        guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
        defer { dlclose(handle) }
        guard let symbol = dlsym(handle, "malloc_info") else { return nil }
        let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard let stream = open_memstream(&buffer, &length) else { return nil }
        let status = mallocInfo(0, stream)
        fclose(stream)
        guard let buffer else { return nil }
        let report = String(cString: buffer)
        free(buffer)
        guard status == 0 else { return nil }
        return inUseBytes(inMallocInfo: report)
    }

    /// The in-use bytes named by the process-wide totals of a `malloc_info` report (the part
    /// after the last per-arena `</heap>`).
    static func inUseBytes(inMallocInfo report: String) -> Int? {
        let totals =
            report.range(of: "</heap>", options: .backwards).map { report[$0.upperBound...] } ?? report[...]
        guard let system = size(of: "<system type=\"current\"", in: totals),
            let fast = size(of: "<total type=\"fast\"", in: totals),
            let rest = size(of: "<total type=\"rest\"", in: totals),
            let mapped = size(of: "<total type=\"mmap\"", in: totals)
        else { return nil }
        return system - fast - rest + mapped
    }

    private static func size(of element: String, in text: Substring) -> Int? {
        guard let start = text.range(of: element) else { return nil }
        let tail = text[start.upperBound...]
        guard let attribute = tail.range(of: "size=\"") else { return nil }
        return Int(tail[attribute.upperBound...].prefix { $0.isNumber })
    }
}
