/// The few transcendental functions the scroll physics needs, in pure Swift.
///
/// The engine may not import libm (it must build as Embedded Swift for wasm32), so `exp` and
/// `log` are implemented here by argument reduction and short series. Both are accurate to a few
/// units in the last place over the ranges the physics uses.
enum ScrollMath {
    /// The upper part of ln 2; its low bits are zero, so `k * ln2High` is exact for |k| < 2^20.
    static let ln2High = 6.931_471_803_691_238_164_90e-01
    /// The rest of ln 2, carried separately so the argument reduction keeps full precision.
    static let ln2Low = 1.908_214_929_270_587_700_02e-10
    static let log2OfE = 1.442_695_040_888_963_407_36
    static let squareRootOfTwo = 1.414_213_562_373_095_048_80

    /// Returns e raised to `x`.
    ///
    /// - Complexity: O(1).
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782_712_893_384 { return .infinity }
        if x < -745.133_219_101_941_2 { return 0 }
        let k = (x * log2OfE).rounded()
        // Two-step reduction keeps r exact to ~1e-25 although k * ln 2 is not representable.
        let r = (x - k * ln2High) - k * ln2Low
        // |r| <= ln(2)/2, so the Taylor series through r^14 leaves a remainder below 1e-18.
        var sum = 1.0 / 87_178_291_200.0
        sum = sum * r + 1.0 / 6_227_020_800.0
        sum = sum * r + 1.0 / 479_001_600.0
        sum = sum * r + 1.0 / 39_916_800.0
        sum = sum * r + 1.0 / 3_628_800.0
        sum = sum * r + 1.0 / 362_880.0
        sum = sum * r + 1.0 / 40_320.0
        sum = sum * r + 1.0 / 5_040.0
        sum = sum * r + 1.0 / 720.0
        sum = sum * r + 1.0 / 120.0
        sum = sum * r + 1.0 / 24.0
        sum = sum * r + 1.0 / 6.0
        sum = sum * r + 0.5
        sum = sum * r + 1.0
        sum = sum * r + 1.0
        return Double(sign: .plus, exponent: Int(k), significand: sum)
    }

    /// Returns the natural logarithm of `x` (NaN below zero, minus infinity at zero).
    ///
    /// - Complexity: O(1).
    static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return x }
        var exponent = Double(x.exponent)
        var m = x.significand
        // Centring m on 1 keeps s = (m - 1)/(m + 1) below 0.172, where the series is short.
        if m > squareRootOfTwo {
            m *= 0.5
            exponent += 1
        }
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        // log m = 2 atanh s = 2 (s + s^3/3 + s^5/5 + ...); s^24/25 < 1e-18 ends it.
        var series = 1.0 / 23.0
        series = series * s2 + 1.0 / 21.0
        series = series * s2 + 1.0 / 19.0
        series = series * s2 + 1.0 / 17.0
        series = series * s2 + 1.0 / 15.0
        series = series * s2 + 1.0 / 13.0
        series = series * s2 + 1.0 / 11.0
        series = series * s2 + 1.0 / 9.0
        series = series * s2 + 1.0 / 7.0
        series = series * s2 + 1.0 / 5.0
        series = series * s2 + 1.0 / 3.0
        let logM = 2 * s + 2 * s * s2 * series
        return exponent * ln2High + (logM + exponent * ln2Low)
    }

    /// Returns `base` raised to the real `exponent`, for a positive `base`.
    ///
    /// The relative error grows with |exponent · log(base)|; it stays below 1e-13 while the
    /// result is a normal number.
    /// - Complexity: O(1).
    static func pow(_ base: Double, _ exponent: Double) -> Double {
        precondition(base > 0, "ScrollMath.pow needs a positive base")
        if exponent == 0 { return 1 }
        return exp(exponent * log(base))
    }
}
