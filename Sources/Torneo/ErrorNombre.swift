/// What is wrong with the name field's text.
public enum ErrorNombre: Error, Equatable, Sendable {
  /// Nothing but white space.
  case vacio
  /// A control character or a bidi override/isolate.
  case caracteresNoValidos
  /// More than `Reglas.maximoNombre` characters.
  case largo
  /// The team already has a player with that name.
  case repetido
}
