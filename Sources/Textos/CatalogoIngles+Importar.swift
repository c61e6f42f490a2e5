import Torneo

extension CatalogoIngles {
  public func texto(de error: CSV.ErrorDeLectura, archivo: String) -> String {
    switch error {
    case .noLegible(let llamada, let errno):
      "\(archivo): cannot read it (\(causa(llamada: llamada, errno: errno)))"
    case .esCarpeta: "\(archivo): is a folder, not a CSV file"
    case .comillaSinCerrar(let linea):
      "\(archivo):\(linea): the quote that opens on this line is never closed"
    case .noUTF8(let linea, let byte):
      "\(archivo):\(linea): byte \(byte) of the file is not UTF-8; save it as “CSV UTF-8”"
    }
  }
  public func demasiadasColumnas(_ columnas: Int) -> String {
    "it has \(columnas) columns where 2 are expected: name and number"
  }
  public func nadaQueImportar(_ archivo: String) -> String {
    "Nothing to import: \(archivo) has no rows. Nothing was saved."
  }
  public func importacionComprobada(_ cuantos: Int, equipo: String) -> String {
    "All valid, nothing saved: "
      + (cuantos == 1 ? "1 player" : "\(cuantos) players") + " can join \(equipo)"
  }
  public func leyendoCSV() -> String {
    "Type or paste the rows (name,number); Ctrl-D ends, Ctrl-C cancels."
  }
  public func importarSinArchivo() -> String {
    "here the input holds commands: give the file, “importar TEAM FILE”"
  }
  public func conflictoAlGuardar() -> String {
    "the roster changed while the file was being read; nothing was saved"
  }
}
