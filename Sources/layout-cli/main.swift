import LayoutBehaviors

func run(arguments: [String]) -> Int32 { 0 }
