import Torneo

extension CatalogoEspanol {
  public func texto(de error: CSV.ErrorDeLectura, archivo: String) -> String {
    switch error {
    case .noLegible(let llamada, let errno):
      "\(archivo): no se puede leer (\(causa(llamada: llamada, errno: errno)))"
    case .esCarpeta: "\(archivo): es una carpeta, no un archivo CSV"
    case .comillaSinCerrar(let linea):
      "\(archivo):\(linea): la comilla que se abre en esta línea no se cierra nunca"
    case .noUTF8(let linea, let byte):
      "\(archivo):\(linea): el byte \(byte) del archivo no es UTF-8; guárdalo como «CSV UTF-8»"
    }
  }
  public func demasiadasColumnas(_ columnas: Int) -> String {
    "tiene \(columnas) columnas y se esperan 2: nombre y dorsal"
  }
  public func nadaQueImportar(_ archivo: String) -> String {
    "Nada que importar: \(archivo) no tiene filas. No se ha guardado nada."
  }
  public func importacionComprobada(_ cuantos: Int, equipo: String) -> String {
    "Todo correcto, no se ha guardado nada: "
      + (cuantos == 1 ? "1 jugador puede" : "\(cuantos) jugadores pueden") + " entrar en \(equipo)"
  }
  public func leyendoCSV() -> String {
    "Escribe o pega las filas (nombre,dorsal); Ctrl-D termina y Ctrl-C cancela."
  }
  public func importarSinArchivo() -> String {
    "aquí la entrada trae órdenes: da el archivo, «importar EQUIPO ARCHIVO»"
  }
  public func conflictoAlGuardar() -> String {
    "la plantilla ha cambiado mientras se leía el archivo; no se ha guardado nada"
  }
}
