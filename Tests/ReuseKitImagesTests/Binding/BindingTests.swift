import Testing

/// Binding and prefetching tests run one at a time: they share the main actor, and one test
/// hogging it would stretch another's timing.
@Suite("Binding", .serialized)
@MainActor
enum BindingTests {}
