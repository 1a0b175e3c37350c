/// The app's greeting, drawn in the Text color on the Background color.
public struct Greeting {
  public var text = "Hello"

  public init() {}
}
