/// Every scroll view can be driven by a host; the lists override the members that differ.
@_spi(Hosting)
extension ScrollView: Scrollable {}
