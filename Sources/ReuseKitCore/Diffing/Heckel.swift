/// Paul Heckel's linear-time difference of two lists of unique identifiers (1978), with moves
/// reported as IGListKit does: an element moves when its position is not the one the deletes and
/// inserts before it imply. Elements that do not move keep their relative order, so the result is
/// a valid batch update.
public enum Heckel {
    /// The difference from `old` to `new`.
    ///
    /// - Throws: ``DifferenceError/duplicateIdentifier(index:inNewList:)`` when an identifier
    ///   appears twice in either list.
    /// - Complexity: O(n + m) expected (hashing).
    public static func difference<Element: Hashable>(from old: [Element], to new: [Element])
        throws(DifferenceError)
        -> ListDifference
    {
        var oldIndexes: [Element: Int] = [:]
        oldIndexes.reserveCapacity(old.count)
        for (index, element) in old.enumerated() {
            if oldIndexes.updateValue(index, forKey: element) != nil {
                throw .duplicateIdentifier(index: index, inNewList: false)
            }
        }
        var oldToNew = [Int](repeating: -1, count: old.count)
        var newToOld = [Int](repeating: -1, count: new.count)
        var seen: Set<Element> = []
        seen.reserveCapacity(new.count)
        for (index, element) in new.enumerated() {
            if !seen.insert(element).inserted { throw .duplicateIdentifier(index: index, inNewList: true) }
            if let oldIndex = oldIndexes[element] {
                oldToNew[oldIndex] = index
                newToOld[index] = oldIndex
            }
        }
        var result = ListDifference()
        var deletesBefore = [Int](repeating: 0, count: old.count)
        var running = 0
        for index in old.indices {
            deletesBefore[index] = running
            if oldToNew[index] < 0 {
                result.deletes.append(index)
                running += 1
            }
        }
        running = 0
        for index in new.indices {
            let oldIndex = newToOld[index]
            if oldIndex < 0 {
                result.inserts.append(index)
                running += 1
            } else if oldIndex - deletesBefore[oldIndex] + running != index {
                result.moves.append(ListDifference.Move(from: oldIndex, to: index))
            }
        }
        return result
    }
}
