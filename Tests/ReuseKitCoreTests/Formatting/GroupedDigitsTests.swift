import ReuseKitCore
import Testing

@Suite("Grouped digits")
struct GroupedDigitsTests {
    @Test(
        "Thousands are separated by commas, signs kept",
        arguments: [
            (0, "0"), (999, "999"), (1000, "1,000"), (1_000_000, "1,000,000"), (-12_345, "-12,345"),
            (Int.min, "-9,223,372,036,854,775,808"),
        ])
    func grouped(value: Int, text: String) {
        #expect(value.groupedDigits == text)
    }
}
