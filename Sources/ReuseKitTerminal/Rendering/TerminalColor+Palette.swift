extension TerminalColor {
    /// The six channel levels of the xterm 6×6×6 colour cube (palette entries 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The xterm 256-colour palette entry nearest to an RGB value.
    ///
    /// Only the cube (16–231) and the grey ramp (232–255) are candidates: entries 0–15 are
    /// redefined by terminal themes, so their real colour is unknown.
    static func paletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let target = (Int(red), Int(green), Int(blue))
        let cube = (nearestCubeLevel(target.0), nearestCubeLevel(target.1), nearestCubeLevel(target.2))
        let cubeColor = (cubeLevels[cube.0], cubeLevels[cube.1], cubeLevels[cube.2])
        let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
        let average = (target.0 + target.1 + target.2) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let greyLevel = 8 + 10 * greyStep
        let greyColor = (greyLevel, greyLevel, greyLevel)
        if distance(target, greyColor) < distance(target, cubeColor) {
            return UInt8(232 + greyStep)
        }
        return UInt8(cubeIndex)
    }

    /// The RGB value xterm shows for palette entries 16–255.
    static func paletteColor(_ index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let value = Int(index)
        if value >= 232 {
            let level = UInt8(8 + 10 * (value - 232))
            return (level, level, level)
        }
        let cube = max(0, value - 16)
        return (
            UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[(cube / 6) % 6]), UInt8(cubeLevels[cube % 6])
        )
    }

    private static func nearestCubeLevel(_ channel: Int) -> Int {
        if channel < 48 { return 0 }
        if channel < 115 { return 1 }
        return min(5, (channel - 35) / 40)
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let red = a.0 - b.0
        let green = a.1 - b.1
        let blue = a.2 - b.2
        return red * red + green * green + blue * blue
    }
}
